// Wall-clock times in a named time zone converted to UTC instants and offset timestamps, with Intl only.
import type { CalendarDay, WallTime } from './dates';

/** Minutes the zone is ahead of UTC at that instant (Nairobi: 180). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant at which the zone's clocks show that day and time. */
export function zonedWallClockToUtc(day: CalendarDay, time: WallTime, timeZone: string): Date {
  const naive = Date.UTC(day.year, day.month - 1, day.day, time.hour, time.minute);
  const firstGuess = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60000;
  // A second pass lands on the right side of a daylight-saving change.
  return new Date(naive - zoneOffsetMinutes(new Date(firstGuess), timeZone) * 60000);
}

/** ISO 8601 with the zone's offset, as JSON-LD wants it: 2026-12-05T10:00:00+03:00. */
export function zonedIsoString(day: CalendarDay, time: WallTime, timeZone: string): string {
  const instant = zonedWallClockToUtc(day, time, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}T${pad(time.hour)}:${pad(time.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Today's date (yyyy-mm-dd) on the zone's calendar. */
export function todayInZone(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// The countries and cities where the group holds events; editors write the place, not the zone.
const placeZones: readonly [RegExp, string][] = [
  [/\b(burundi|bujumbura|gitega)\b/i, 'Africa/Bujumbura'],
  [/\b(rwanda|kigali)\b/i, 'Africa/Kigali'],
  [/\b(nig[ée]ria|abuja|lagos|enugu)\b/i, 'Africa/Lagos'],
  [/\b(tanzani[ae]|zanzibar|dar es salaam|dodoma)\b/i, 'Africa/Dar_es_Salaam'],
  [/\b(kenya|nairobi|mombasa)\b/i, 'Africa/Nairobi'],
  [/\b(ouganda|uganda|kampala|kira)\b/i, 'Africa/Kampala'],
  [/(c[ôo]te d.ivoire|ivory coast|abidjan|bouak[ée]|yamoussoukro)/i, 'Africa/Abidjan'],
  [/(s[ée]n[ée]gal|dakar)/i, 'Africa/Dakar'],
  [/\b(madagascar|antananarivo)\b/i, 'Indian/Antananarivo'],
  [/\b(france|paris|marseille|montpellier|lyon)\b/i, 'Europe/Paris'],
  [/\b(canada|montr[ée]al|qu[ée]bec|ottawa|toronto)\b/i, 'America/Toronto'],
];

/** The zone of the clocks at an event's place, or undefined where the place names none (online). */
function namedTimeZone(place: string | undefined): string | undefined {
  return place ? placeZones.find(([pattern]) => pattern.test(place))?.[1] : undefined;
}

/** The zone of the clocks at an event's place; an unknown or online place keeps the configured zone. */
export function timeZoneOfPlace(place: string | undefined, fallback: string): string {
  return namedTimeZone(place) ?? fallback;
}

/**
 * The zone to name beside an event's times, for a visitor elsewhere: only where the place does not
 * tell it (an online event, a place to be decided), since the times are then the configured zone's.
 */
export function unstatedTimeZone(place: string | undefined, fallback: string): string | null {
  return namedTimeZone(place) ? null : fallback;
}

/** The zone's offset at that instant, as a visitor anywhere reads it: UTC+3, UTC−4, UTC+5:30, UTC. */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : '';
  return `UTC${offset < 0 ? '\u2212' : '+'}${Math.floor(abs / 60)}${minutes}`;
}
