// HTTP answers carrying .ics calendars, shared by the single-event download and the subscription feed.
import 'server-only';
import { eventPath } from '@/lib/content/item-paths';
import type { SiteEvent } from '@/lib/content/types';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { localizedUrl } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';
import { buildCalendar } from './calendar-file';
import { eventTimeZone } from './events-time-zone';

export function calendarLocale(request: Request): Locale {
  const requested = new URL(request.url).searchParams.get('locale');
  return isLocale(requested) ? requested : routing.defaultLocale;
}

export function calendarText(events: SiteEvent[], locale: Locale, calendarName?: string): string {
  return buildCalendar(events, {
    timeZoneOf: eventTimeZone,
    uidDomain: new URL(siteConfig.url).hostname,
    eventUrl: (event) => localizedUrl(eventPath(event), locale),
    calendarName,
  });
}

export function calendarResponse(text: string, disposition: 'attachment' | 'inline', fileName: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}

/** WordPress failed and no good copy is kept: a calendar app keeps what it has and asks again. */
export function calendarUnavailable(): Response {
  return new Response('WordPress could not be read; try again later.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
  });
}
