// Events for pages: from WordPress when configured, else bundled; on failure the bundled list, flagged.
import 'server-only';
import type { Locale, LocalizedPaths } from '@/lib/i18n/routing';
import { wpEvent, wpEvents } from '@/lib/wordpress/queries';
import { bundledEvents } from './bundled/events';
import { cacheTags } from './cache-tags';
import { findByIdentifier, findLocalizedByIdentifier, isOwnIdentifier, withFallbackItems } from './find-by-identifier';
import { eventPath, pathsInEachLanguage } from './item-paths';
import { readItem, readList, usesWordPress } from './source';
import type { ContentItem, ContentList, SiteEvent } from './types';

/** Spec §8: when WordPress fails, the static events show with the warning banner (`failed`). */
export async function getEvents(locale: Locale): Promise<ContentList<SiteEvent>> {
  if (!usesWordPress()) return { items: bundledEvents[locale], failed: false };
  const tags = [cacheTags.list('event'), cacheTags.localeList('event', locale)];
  return readList(`events:list:${locale}`, () => wpEvents(locale, tags), bundledEvents[locale]);
}

/** Spec §2: by numeric id, then slug (WordPress), then slug of the title in the list, then the bundled list. */
export async function getEvent(id: string, locale: Locale): Promise<ContentItem<SiteEvent>> {
  const bundled = findLocalizedByIdentifier(bundledEvents, id, locale) ?? null;
  if (!usesWordPress()) return bundled;
  const tags = [cacheTags.list('event'), cacheTags.item('event', id)];
  const item = await readItem(`events:item:${locale}:${id.toLowerCase()}`, () => wpEvent(id, locale, tags), (event) => isOwnIdentifier(event, id));
  if (item !== null && item !== 'unavailable') return item;
  // Cards link to the slug of the title, which WordPress does not know: look it up in the list.
  return findByIdentifier((await getEvents(locale)).items, id) ?? bundled ?? item;
}

/** Every event that has a page: the list, then the bundled events the lookup above falls back to. */
export async function getEventsWithPages(locale: Locale): Promise<SiteEvent[]> {
  return withFallbackItems((await getEvents(locale)).items, bundledEvents[locale]);
}

/** The event's page in each language it is written in: its canonical addresses and hreflang cluster. */
export function eventPaths(event: SiteEvent): LocalizedPaths {
  return pathsInEachLanguage(event, bundledEvents, eventPath);
}
