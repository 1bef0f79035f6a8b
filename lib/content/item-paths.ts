// Where an event's or a project's page is: at the slug of its title in the language it is written
// in, the address its cards link to (spec §2). Its slug and id find the page too; those addresses
// declare this one canonical, so search engines index the address visitors follow and share.
import type { Locale, LocalizedPaths } from '@/lib/i18n/routing';
import { slugPathSegment } from '@/lib/text/safe-decode';
import { slugify } from '@/lib/text/slugify';

type Titled = { title: string; slug: string };

/** The slug of the title; the item's slug when the title has no letter or digit to make one. */
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
