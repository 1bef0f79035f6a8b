// Where a content item's page is: the address its cards, the sitemap and its canonical link give, so
// that search engines index the address visitors follow and share. Other identifiers find the page
// too (an event's slug or id) and declare this one canonical.
import type { Locale, LocalizedPaths } from '@/lib/i18n/routing';
import { slugPathSegment } from '@/lib/text/safe-decode';
import { slugify } from '@/lib/text/slugify';

type Titled = { title: string; slug: string };

/** A press release: at its ACF id (spec §2). */
export function pressReleasePath(id: string): string {
  return `/actualites/communiques/${encodeURIComponent(id)}`;
}

/** An event or a project: at the slug of its title in the language it is written in (spec §2); at its slug when the title has no letter or digit to make one. */
export function titleRouteId(item: Titled): string {
  return slugify(item.title) || item.slug;
}

export function eventPath(event: Titled): string {
  return `/actualites/evenements/${slugPathSegment(titleRouteId(event))}`;
}

export function projectPath(project: Titled): string {
  return `/actualites/projets/${slugPathSegment(titleRouteId(project))}`;
}

/**
 * An item's page in each language its text is written in. Only bundled content is written in more
 * than one language (WordPress's is French only, under /en too): its versions share their id.
 */
export function pathsInEachLanguage<T extends Titled & { id: string; languages: readonly Locale[] }>(item: T, bundled: Record<Locale, T[]>, pathOf: (item: T) => string): LocalizedPaths {
  const version = (language: Locale) => (item.languages.length === 1 ? item : (bundled[language].find((other) => other.id === item.id) ?? item));
  return Object.fromEntries(item.languages.map((language) => [language, pathOf(version(language))]));
}
