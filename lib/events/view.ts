// What the events list, calendar and detail show of an event: computed once on the server.
import { foreignTextLanguage, type ContentImage, type SiteEvent } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { eventPath } from '@/lib/content/item-paths';
import { cardPlaceholder } from '@/lib/content/press-assets';
import { formatEventDate, formatTimeRange, parseEventDate, parseEventTime, toIsoDay, type DateRange } from './dates';
import { eventStatus, type EventStatus } from './status';
import { utcOffsetLabel, zonedWallClockToUtc } from './time-zone';

export type EventView = {
  id: string;
  slug: string;
  /** The detail page: at the slug of the title (spec §2). */
  path: string;
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
  image: ContentImage;
  learnMoreUrl?: string;
  /** The language of the event's own text (title, description, tags) when it is not the page's. */
  lang?: Locale;
  /** The same for `location`, when it is the event's own text and not the 'to be determined' label. */
  locationLang?: Locale;
};

type ViewTexts = { placeTbd: string; dateUnavailable: string };

/** The times, followed by their zone where the place does not tell it: 14 h – 15 h 30 (UTC+3). */
function timesOf(event: SiteEvent, dates: DateRange | null, locale: Locale, unstatedZone: string | null): string | null {
  const range = formatTimeRange(event.startTime, event.endTime, locale);
  const start = parseEventTime(event.startTime);
  if (!range || !start || !dates || !unstatedZone) return range;
  return `${range}\u00a0(${utcOffsetLabel(zonedWallClockToUtc(dates.start, start, unstatedZone), unstatedZone)})`;
}

/** `unstatedZone`: the zone of the event's times when its place does not tell it (lib/events/events-time-zone.ts). */
export function toEventView(event: SiteEvent, locale: Locale, today: string, texts: ViewTexts, unstatedZone: string | null = null): EventView {
  const dates = parseEventDate(event.dateText);
  const lang = foreignTextLanguage(event, locale);
  return {
    id: event.id,
    slug: event.slug,
    path: eventPath(event),
    title: event.title,
    description: event.description,
    location: event.location?.trim() || texts.placeTbd,
    dateLabel: formatEventDate(dates, locale, texts.dateUnavailable),
    startDay: dates ? toIsoDay(dates.start) : null,
    endDay: dates ? toIsoDay(dates.end) : null,
    timeRange: timesOf(event, dates, locale, unstatedZone),
    status: eventStatus(event, today),
    tags: event.tags,
    image: event.image ?? cardPlaceholder,
    learnMoreUrl: event.learnMoreUrl,
    // Left out rather than undefined: every prop of a client list is sent in the page payload.
    ...(lang && { lang }),
    ...(lang && event.location?.trim() && { locationLang: lang }),
  };
}

/**
 * The order a visitor reads an agenda in: what is still to come first, the soonest at the top; then
 * what is over, the most recent first. Events without a readable date close each group.
 */
export function inAgendaOrder<T extends Pick<EventView, 'startDay' | 'endDay'>>(views: readonly T[], today: string): T[] {
  const isOver = (view: T) => view.endDay !== null && view.endDay < today;
  const comingFirst = (a: T, b: T) => (a.startDay ?? '9999').localeCompare(b.startDay ?? '9999');
  const latestFirst = (a: T, b: T) => (b.startDay ?? '').localeCompare(a.startDay ?? '');
  return [...views.filter((view) => !isOver(view)).sort(comingFirst), ...views.filter(isOver).sort(latestFirst)];
}

/** The .ics download an event's page offers: none once it is over, nor without a day to put in a calendar. */
export function offeredCalendarHref(event: Pick<SiteEvent, 'slug'>, view: Pick<EventView, 'status' | 'startDay'>, locale: Locale): string | undefined {
  return view.status === 'past' || view.startDay === null ? undefined : eventCalendarHref(event, locale);
}

/** The .ics download of one event (a Route Handler outside the locale tree). */
export function eventCalendarHref(event: Pick<SiteEvent, 'slug'>, locale: Locale): string {
  const query = new URLSearchParams({ event: event.slug, ...(locale === 'fr' ? {} : { locale }) });
  return `/api/events/ics?${query.toString()}`;
}

export function eventsFeedHref(locale: Locale): string {
  return `/api/events/feed${locale === 'fr' ? '' : `?locale=${locale}`}`;
}
