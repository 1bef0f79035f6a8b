// The sitemap: every indexable page in both locales with its hreflang cluster, plus content items.
import type { MetadataRoute } from 'next';
import { routing, type Locale } from '@/lib/i18n/routing';
import { localizedUrl } from './metadata';

/** Indexable pages that exist in both locales (legal pages, /job and /all-submissions are noindex). */
export const indexablePaths = [
  '/',
  '/presentation',
  '/mission-vision',
  '/certifications',
  '/culture',
  '/activites',
  '/presence',
  '/nos-filiales',
  '/filiales',
  '/filiales/growth-energy',
  '/filiales/asking',
  '/filiales/mfg-technologies',
  '/filiales/gem-e-mobility',
  '/gouvernance/direction',
  '/gouvernance/comite-executif',
  '/actualites/communiques',
  '/actualites/evenements',
  '/actualites/projets',
  '/carrieres/engagements-rh',
  '/carrieres/rejoignez-nous',
  '/contact',
  '/media',
] as const;

/** Pages that exist in English only (spec README: the showrooms). */
export const englishOnlyPaths = ['/showrooms', '/showrooms/zanzibar'] as const;

export type SitemapItem = { path: string; lastModified?: string };

function alternates(path: string) {
  const languages: Record<string, string> = Object.fromEntries(routing.locales.map((locale) => [locale, localizedUrl(path, locale)]));
  return { languages: { ...languages, 'x-default': localizedUrl(path, routing.defaultLocale) } };
}

/** One entry per locale, each listing the whole cluster (itself included). */
export function bilingualEntries(item: SitemapItem): MetadataRoute.Sitemap {
  return routing.locales.map((locale: Locale) => ({
    url: localizedUrl(item.path, locale),
    lastModified: item.lastModified,
    alternates: alternates(item.path),
  }));
}

export function staticSitemapEntries(): MetadataRoute.Sitemap {
  return [
    ...indexablePaths.flatMap((path) => bilingualEntries({ path })),
    ...englishOnlyPaths.map((path) => ({ url: localizedUrl(path, 'en'), alternates: { languages: { en: localizedUrl(path, 'en') } } })),
  ];
}
