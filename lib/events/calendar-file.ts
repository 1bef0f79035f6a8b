// iCalendar (.ics) files of events, built with the `ics` package; times converted to UTC from the events' zone.
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { SiteEvent } from '@/lib/content/types';
import { titleRouteId } from '@/lib/content/item-paths';
import { parseEventDate, parseEventTime, type CalendarDay } from './dates';
import { zonedWallClockToUtc } from './time-zone';

type CalendarOptions = {
  /** The zone each event's wall-clock times are in: `ics` itself would use the server's zone. */
  timeZoneOf: (event: SiteEvent) => string;
  /** Absolute URL of the event page, per event. */
  eventUrl: (event: SiteEvent) => string;
  /** Host name used to make the UIDs globally unique. */
  uidDomain: string;
  calendarName?: string;
};

const oneHourMs = 60 * 60 * 1000;

function dayArray({ year, month, day }: CalendarDay): DateArray {
  return [year, month, day];
}

function nextDay({ year, month, day }: CalendarDay): DateArray {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

// `ics` escapes line feeds only: every other control character (a bare CR from a WordPress title)
// would split a line in some calendar readers.
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

function paragraphs(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');
}

/** The `ics` attributes of one event, or null when its date does not parse. */
function toCalendarEvent(event: SiteEvent, options: CalendarOptions): EventAttributes | null {
  const dates = parseEventDate(event.dateText);
  if (!dates) return null;
  const common = {
    uid: `event-${event.slug}@${options.uidDomain}`,
    title: oneLine(event.title),
    description: paragraphs(event.description),
    location: event.location && oneLine(event.location),
    url: options.eventUrl(event),
    productId: 'solio/events',
    categories: event.tags.length > 0 ? event.tags.map(oneLine) : undefined,
  };
  const startTime = parseEventTime(event.startTime);
  if (!startTime) {
    // No time: an all-day event over the whole range (DTEND is exclusive).
    return { ...common, start: dayArray(dates.start), end: nextDay(dates.end) };
  }
  const timeZone = options.timeZoneOf(event);
  const start = zonedWallClockToUtc(dates.start, startTime, timeZone);
  const endTime = parseEventTime(event.endTime);
  let end = endTime ? zonedWallClockToUtc(dates.end, endTime, timeZone) : new Date(start.getTime() + oneHourMs);
  if (end.getTime() <= start.getTime()) end = new Date(start.getTime() + oneHourMs);
  return {
    ...common,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds each line at 75 octets, as RFC 5545 §3.1 asks, never inside a character. `ics` folds at 75
 * characters: a French description's accented letters made its lines longer than that.
 */
function foldByOctets(calendar: string): string {
  return calendar
    .replace(/\r\n[\t ]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      // The first line holds 75 octets, each continuation a space and 74.
      let room = 75;
      for (const character of line) {
        const size = utf8Length(character.codePointAt(0) ?? 0);
        if (octets + size > room) {
          parts.push(part);
          part = '';
          octets = 0;
          room = 74;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** The text of a calendar holding these events (those with a readable date). */
export function buildCalendar(events: SiteEvent[], options: CalendarOptions): string {
  const attributes = events.map((event) => toCalendarEvent(event, options)).filter((event) => event !== null);
  const { error, value } = createEvents(attributes, { productId: 'solio/events', calName: options.calendarName });
  if (error || !value) throw error ?? new Error('Calendar could not be built');
  return foldByOctets(value);
}

/**
 * A safe download name, after the event's address in the page's language
 * (webinar-electric-mobility-in-east-africa.ics on the English page).
 */
export function calendarFileName(event: { title: string; slug: string }): string {
  const safe = titleRouteId(event).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'evenement'}.ics`;
}
