// schema.org Event of an event page: start and end with the zone's offset, place, status and image.
import type { SiteEvent } from '@/lib/content/types';
import type { JsonLdObject } from '@/lib/seo/json-ld';
import { postalAddress } from '@/lib/seo/postal-address';
import { parseEventDate, parseEventTime, toIsoDay } from './dates';
import { zonedIsoString } from './time-zone';

type EventJsonLdInput = { event: SiteEvent; url: string; imageUrl?: string; timeZone: string; organizer: { name: string; url: string } };

function isOnline(event: SiteEvent): boolean {
  return /en ligne|online|webinaire|webinar/i.test(`${event.location ?? ''} ${event.tags.join(' ')}`);
}

/** Null when Google's required properties cannot be given: a date that does not parse, or no place for an event held on site. */
export function eventJsonLd({ event, url, imageUrl, timeZone, organizer }: EventJsonLdInput): JsonLdObject | null {
  const dates = parseEventDate(event.dateText);
  const online = isOnline(event);
  if (!dates || (!online && !event.location)) return null;
  const start = parseEventTime(event.startTime);
  const end = parseEventTime(event.endTime);
  // A single day with a start time but none for the end: a bare end day would read as ending before it starts.
  const endDate = end ? zonedIsoString(dates.end, end, timeZone) : start && toIsoDay(dates.end) === toIsoDay(dates.start) ? undefined : toIsoDay(dates.end);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    startDate: start ? zonedIsoString(dates.start, start, timeZone) : toIsoDay(dates.start),
    ...(endDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? { '@type': 'VirtualLocation', url } : { '@type': 'Place', name: event.location, address: postalAddress(event.location ?? '') },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    organizer: { '@type': 'Organization', ...organizer },
  };
}
