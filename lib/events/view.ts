// What the events list, calendar and detail show of an event: computed once on the server.
import type { ContentImage, SiteEvent } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { slugify } from '@/lib/text/slugify';
import { formatEventDate, formatTimeRange, parseEventDate, toIsoDay } from './dates';
import { eventStatus, type EventStatus } from './status';

export type EventView = {
  id: string;
  slug: string;
  /** Route identifier of the detail page: the slug of the title (spec §2). */
  routeId: string;
  title: string;
  description: string;
  location: string;
  dateLabel: string;
  /** yyyy-mm-dd of the first and last day, or null when the date does not parse. */
  startDay: string | null;
  endDay: string | null;
  timeRange: string | null;
  status: EventStatus;
  tags: string[];
  image?: ContentImage;
  learnMoreUrl?: string;
};

type ViewTexts = { placeTbd: string; dateUnavailable: string };

export function toEventView(event: SiteEvent, locale: Locale, today: string, texts: ViewTexts): EventView {
  const dates = parseEventDate(event.dateText);
  return {
    id: event.id,
    slug: event.slug,
    routeId: slugify(event.title) || event.slug,
    title: event.title,
    description: event.description,
    location: event.location?.trim() || texts.placeTbd,
    dateLabel: formatEventDate(dates, locale, texts.dateUnavailable),
    startDay: dates ? toIsoDay(dates.start) : null,
    endDay: dates ? toIsoDay(dates.end) : null,
    timeRange: formatTimeRange(event.startTime, event.endTime, locale),
    status: eventStatus(event, today),
    tags: event.tags,
    image: event.image,
    learnMoreUrl: event.learnMoreUrl,
  };
}

/** The .ics download of one event (a Route Handler outside the locale tree). */
export function eventCalendarHref(event: Pick<SiteEvent, 'slug'>, locale: Locale): string {
  const query = new URLSearchParams({ event: event.slug, ...(locale === 'fr' ? {} : { locale }) });
  return `/api/events/ics?${query.toString()}`;
}

export function eventsFeedHref(locale: Locale): string {
  return `/api/events/feed${locale === 'fr' ? '' : `?locale=${locale}`}`;
}
