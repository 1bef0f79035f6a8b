// The sitemap: every indexable page in both locales with its hreflang cluster, plus content items.
import type { MetadataRoute } from 'next';
import { getEventsWithPages } from '@/lib/content/events';
import { getActiveJobs } from '@/lib/content/jobs';
import { getPressReleases } from '@/lib/content/press';
import { pressReleasePath } from '@/lib/content/press-path';
import { getProjectsWithPages } from '@/lib/content/projects';
import { routing, showroomsCanonicalPath, type Locale } from '@/lib/i18n/routing';
import { slugPathSegment } from '@/lib/text/safe-decode';
import { languageAlternates, localizedUrl } from './metadata';

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

/** `languages`: those the page's text exists in, when not all (WordPress content is French only). */
export type SitemapItem = { path: string; lastModified?: string; languages?: readonly Locale[] };

/** One entry per language of the page, each listing the whole cluster (itself included). */
export function bilingualEntries({ path, lastModified, languages = routing.locales }: SitemapItem): MetadataRoute.Sitemap {
  return languages.map((locale) => ({ url: localizedUrl(path, locale), lastModified, alternates: { languages: languageAlternates(path, languages) } }));
}

export function staticSitemapEntries(): MetadataRoute.Sitemap {
  return [
    ...indexablePaths.flatMap((path) => bilingualEntries({ path })),
    // English only (spec README); /en/showrooms/zanzibar is the same page under its canonical URL.
    ...bilingualEntries({ path: showroomsCanonicalPath, languages: ['en'] }),
  ];
}

/** Every press release, event, project and active job offer, at the path its page declares canonical. */
export async function contentSitemapItems(): Promise<SitemapItem[]> {
  const locale = routing.defaultLocale;
  const [press, events, projects] = await Promise.all([getPressReleases(locale), getEventsWithPages(locale), getProjectsWithPages(locale)]);
  return [
    ...press.items.map((release) => ({ path: pressReleasePath(release.id), lastModified: release.modified ?? release.date, languages: release.languages })),
    ...events.map((event) => ({ path: `/actualites/evenements/${slugPathSegment(event.slug)}`, lastModified: event.modified, languages: event.languages })),
    ...projects.map((project) => ({ path: `/actualites/projets/${slugPathSegment(project.slug)}`, lastModified: project.modified, languages: project.languages })),
    ...getActiveJobs(locale).map((job) => ({ path: `/carrieres/offres/${job.slug}`, lastModified: job.postedDate })),
  ];
}
