// schema.org Event of an event page: start and end with the zone's offset, place, status and image.
import type { SiteEvent } from '@/lib/content/types';
import type { JsonLdObject } from '@/lib/seo/json-ld';
import { parseEventDate, parseEventTime, toIsoDay } from './dates';
import type { EventStatus } from './status';
import { zonedIsoString } from './time-zone';

type EventJsonLdInput = { event: SiteEvent; status: EventStatus; url: string; imageUrl?: string; timeZone: string; organizer: { name: string; url: string } };

export function eventJsonLd({ event, url, imageUrl, timeZone, organizer }: EventJsonLdInput): JsonLdObject | null {
  const dates = parseEventDate(event.dateText);
  if (!dates) return null;
  const start = parseEventTime(event.startTime);
  const end = parseEventTime(event.endTime);
  const online = /en ligne|online|webinaire|webinar/i.test(`${event.location ?? ''} ${event.tags.join(' ')}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    startDate: start ? zonedIsoString(dates.start, start, timeZone) : toIsoDay(dates.start),
    endDate: end ? zonedIsoString(dates.end, end, timeZone) : toIsoDay(dates.end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? { '@type': 'VirtualLocation', url } : { '@type': 'Place', name: event.location ?? organizer.name, address: event.location },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    organizer: { '@type': 'Organization', ...organizer },
  };
}
