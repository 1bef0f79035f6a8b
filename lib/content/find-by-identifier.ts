// Looks up an event or a project from a route identifier: numeric id, slug, then slug of its title (spec §2).
import type { Locale } from '@/lib/i18n/routing';
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

/** Every identifier a page should be generated for: slug and title slug per item. */
export function routeIdentifiers<T extends Identified>(items: T[]): string[] {
  return [...new Set(items.flatMap((item) => [item.slug, slugify(item.title)]))];
}

/** The items of `list`, then those of `fallback` that the lookup reaches because no item of `list` has their slug. */
export function withFallbackItems<T extends Identified>(list: T[], fallback: T[]): T[] {
  const slugs = new Set(list.map((item) => item.slug.toLowerCase()));
  return [...list, ...fallback.filter((item) => !slugs.has(item.slug.toLowerCase()))];
}
