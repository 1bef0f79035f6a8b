// Looks up content from a route identifier: an event or a project by numeric id, slug, then slug of
// its title (spec §2); a press release by ACF id, slug or numeric id.
import type { Locale } from '@/lib/i18n/routing';
import { safeDecode } from '@/lib/text/safe-decode';
import { slugify } from '@/lib/text/slugify';

type Identified = { id: string; numericId?: number; slug: string; title: string };

export function findByIdentifier<T extends Identified>(items: T[], identifier: string): T | undefined {
  const wanted = identifier.trim().toLowerCase();
  if (/^\d+$/.test(wanted)) {
    const byId = items.find((item) => item.numericId === Number(wanted) || item.id === wanted);
    if (byId) return byId;
  }
  return (
    items.find((item) => item.slug.toLowerCase() === wanted || item.id.toLowerCase() === wanted) ??
    items.find((item) => slugify(item.title) === slugify(wanted))
  );
}

/**
 * The same lookup over content bundled in every language: an identifier from the other language
 * (a French title slug under /en) still finds the item, returned in the requested language.
 */
export function findLocalizedByIdentifier<T extends Identified>(lists: Record<Locale, T[]>, identifier: string, locale: Locale): T | undefined {
  const own = findByIdentifier(lists[locale], identifier);
  if (own) return own;
  for (const items of Object.values(lists)) {
    const match = findByIdentifier(items, identifier);
    if (match) return lists[locale].find((item) => item.id === match.id);
  }
  return undefined;
}

/**
 * Whether a page answers at `identifier` itself: one of the item's own identifiers, as written.
 * The lookup also finds an item under its identifiers in another case, with other dashes or in the
 * other language; those pages redirect to the item instead, so that each item has a few cached
 * pages. Next keeps every page it renders on disk for good, and the variants had no end.
 */
export function isOwnIdentifier(item: Identified, identifier: string): boolean {
  const own = [item.id, item.slug, slugify(item.title), item.numericId === undefined ? '' : String(item.numericId)];
  const wanted = safeDecode(identifier);
  return own.some((candidate) => candidate !== '' && safeDecode(candidate) === wanted);
}

/** Every identifier a page should be generated for: slug and title slug per item. */
export function routeIdentifiers<T extends Identified>(items: T[]): string[] {
  return [...new Set(items.flatMap((item) => [item.slug, slugify(item.title)]))];
}

/** The items of `list`, then those of `fallback` that the lookup reaches because no item of `list` has their slug. */
export function withFallbackItems<T extends Identified>(list: T[], fallback: T[]): T[] {
  const slugs = new Set(list.map((item) => item.slug.toLowerCase()));
  return [...list, ...fallback.filter((item) => !slugs.has(item.slug.toLowerCase()))];
}

/** Finds an item in a list (bundled, or the last one read) by route id, slug or numeric id, `id` already decoded. */
export function findByRouteId<T extends { id: string; slug: string; numericId?: number }>(items: T[], id: string): T | null {
  const wanted = id.trim().toLowerCase();
  return (
    items.find(
      (item) => item.id.toLowerCase() === wanted || item.slug.toLowerCase() === wanted || String(item.numericId ?? '') === wanted,
    ) ?? null
  );
}
