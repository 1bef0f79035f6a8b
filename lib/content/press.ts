// Press releases for pages: from WordPress when configured, else bundled; sorted newest first.
import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { safeDecode } from '@/lib/text/safe-decode';
import { wpPressRelease, wpPressReleases } from '@/lib/wordpress/queries';
import { bundledPressReleases } from './bundled/press-releases';
import { cacheTags } from './cache-tags';
import { findByRouteId, isOwnIdentifier } from './find-by-identifier';
import { readItem, readList, usesWordPress } from './source';
import type { ContentItem, ContentList, PressRelease } from './types';

function newestFirst(items: PressRelease[]): PressRelease[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

function listTags(locale: Locale): string[] {
  return [cacheTags.list('press'), cacheTags.localeList('press', locale)];
}

/** The list page (page size 50). */
export async function getPressReleases(locale: Locale): Promise<ContentList<PressRelease>> {
  if (!usesWordPress()) return { items: newestFirst(bundledPressReleases[locale]), failed: false };
  const list = await readList(`press:list:${locale}`, () => wpPressReleases(locale, listTags(locale)), []);
  return { ...list, items: newestFirst(list.items) };
}

/** The wider list the article page uses for previous/next and suggestions (page size 100). */
export async function getAllPressReleases(locale: Locale): Promise<ContentList<PressRelease>> {
  if (!usesWordPress()) return getPressReleases(locale);
  const list = await readList(`press:all:${locale}`, () => wpPressReleases(locale, listTags(locale), { full: true }), []);
  return { ...list, items: newestFirst(list.items) };
}

/**
 * One press release by ACF id, slug or numeric id, from the route parameter as Next gives it:
 * percent-encoded to the page ('CP%202025-001'), decoded to generateMetadata ('CP 2025-001').
 */
export async function getPressRelease(routeId: string, locale: Locale): Promise<ContentItem<PressRelease>> {
  // Decoded once, here: WordPress is asked with the encoding of its own query, and compares ACF ids as written.
  const id = safeDecode(routeId);
  if (!usesWordPress()) return findByRouteId(bundledPressReleases[locale], id);
  const tags = [cacheTags.list('press'), cacheTags.item('press', id)];
  const item = await readItem(`press:item:${locale}:${id.toLowerCase()}`, () => wpPressRelease(id, locale, tags), (release) => isOwnIdentifier(release, id));
  if (item !== 'unavailable') return item;
  // The lists read last may hold it: their cards were shown, and their links must keep working.
  const lists = await Promise.all([getAllPressReleases(locale), getPressReleases(locale)]);
  return lists.map((list) => findByRouteId(list.items, id)).find((release) => release !== null) ?? item;
}
