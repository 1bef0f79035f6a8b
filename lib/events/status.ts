// The displayed status of an event (spec §4) and the list filters built on it.
import type { SiteEvent } from '@/lib/content/types';
import { matchesSearch } from '@/lib/text/search';
import { parseEventDate, toIsoDay } from './dates';

export type EventStatus = 'upcoming' | 'past' | 'spotlight';
export type EventFilter = 'all' | EventStatus;

const pastTags = new Set(['passé', 'passe', 'past']);

function hasTag(event: Pick<SiteEvent, 'tags'>, names: Set<string>): boolean {
  return event.tags.some((tag) => names.has(tag.trim().toLowerCase()));
}

/**
 * Spotlight stays spotlight; an event typed or tagged past is past; otherwise its (last) day compared
 * with `today` (yyyy-mm-dd in the events' time zone): on or after today is upcoming.
 */
export function eventStatus(event: Pick<SiteEvent, 'type' | 'tags' | 'dateText'>, today: string): EventStatus {
  if (event.type === 'spotlight') return 'spotlight';
  if (event.type === 'past' || hasTag(event, pastTags)) return 'past';
  const dates = parseEventDate(event.dateText);
  if (!dates) return 'upcoming';
  return toIsoDay(dates.end) >= today ? 'upcoming' : 'past';
}

const spotlightTags = new Set(['spotlight']);

export function matchesEventFilter(event: Pick<SiteEvent, 'tags'>, status: EventStatus, filter: EventFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'spotlight') return status === 'spotlight' || hasTag(event, spotlightTags);
  return status === filter;
}

/** Over title, description, place and tags (spec §5). */
export function matchesEventSearch(event: Pick<SiteEvent, 'title' | 'description' | 'location' | 'tags'>, query: string): boolean {
  return matchesSearch([event.title, event.description, event.location, ...event.tags], query);
}
