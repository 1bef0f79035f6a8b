// The events' time zones and today's date, read at request (or regeneration) time.
import 'server-only';
import { serverEnv } from '@/lib/env';
import type { SiteEvent } from '@/lib/content/types';
import { timeZoneOfPlace, todayInZone, unstatedTimeZone } from './time-zone';

function eventsTimeZone(): string {
  return serverEnv().EVENTS_TIME_ZONE;
}

/** An event's times are the wall-clock times of its place: Bujumbura's 09h00 is not Nairobi's. */
export function eventTimeZone(event: Pick<SiteEvent, 'location'>): string {
  return timeZoneOfPlace(event.location, eventsTimeZone());
}

/** The configured zone, where the event's place does not tell its times' zone (an online event). */
export function eventUnstatedTimeZone(event: Pick<SiteEvent, 'location'>): string | null {
  return unstatedTimeZone(event.location, eventsTimeZone());
}

export function eventsToday(now: Date = new Date()): string {
  return todayInZone(now, eventsTimeZone());
}
