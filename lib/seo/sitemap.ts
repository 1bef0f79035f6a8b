// The sitemap: every indexable page in both locales with its hreflang cluster, plus content items.
import type { MetadataRoute } from 'next';
import { getEventsWithPages } from '@/lib/content/events';
import { getActiveJobs } from '@/lib/content/jobs';
import { getPressReleases } from '@/lib/content/press';
import { getProjectsWithPages } from '@/lib/content/projects';
import { routing, showroomsCanonicalPath, type Locale } from '@/lib/i18n/routing';
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
    // English only (spec README); /en/showrooms/zanzibar is the same page under its canonical URL.
    { url: localizedUrl(showroomsCanonicalPath, 'en'), alternates: { languages: { en: localizedUrl(showroomsCanonicalPath, 'en') } } },
  ];
}

/** A WordPress slug as one path segment: WordPress keeps non-Latin ones percent-encoded; any other character is encoded here, so a slug can never break the XML. */
function pathSegment(slug: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(slug));
  } catch {
    return encodeURIComponent(slug);
  }
}

/** Every press release, event, project and active job offer, at the path its page declares canonical. */
export async function contentSitemapItems(): Promise<SitemapItem[]> {
  const locale = routing.defaultLocale;
  const [press, events, projects] = await Promise.all([getPressReleases(locale), getEventsWithPages(locale), getProjectsWithPages(locale)]);
  return [
    ...press.items.map((release) => ({ path: `/actualites/communiques/${encodeURIComponent(release.id)}`, lastModified: release.modified ?? release.date })),
    ...events.map((event) => ({ path: `/actualites/evenements/${pathSegment(event.slug)}`, lastModified: event.modified })),
    ...projects.map((project) => ({ path: `/actualites/projets/${pathSegment(project.slug)}`, lastModified: project.modified })),
    ...getActiveJobs(locale).map((job) => ({ path: `/carrieres/offres/${job.slug}`, lastModified: job.postedDate })),
  ];
}
