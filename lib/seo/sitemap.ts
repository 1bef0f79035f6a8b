// The sitemap: every indexable page in both locales with its hreflang cluster, plus content items.
import type { MetadataRoute } from 'next';
import { eventPaths, getEventsWithPages } from '@/lib/content/events';
import { pressReleasePath } from '@/lib/content/item-paths';
import { getActiveJobs } from '@/lib/content/jobs';
import { getAllPressReleases } from '@/lib/content/press';
import { getProjectsWithPages, projectPaths } from '@/lib/content/projects';
import { routing, showroomsCanonicalPath, type LocalizedPaths } from '@/lib/i18n/routing';
import { languageAlternates, localizedUrl, pathEntries, samePathIn } from './metadata';

/** Indexable pages that exist in both locales (legal pages, /job and /all-submissions are noindex). */
const indexablePaths = [
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

/** `paths`: the page in each language its text exists in (WordPress content is French only). */
export type SitemapItem = { paths: LocalizedPaths; lastModified?: string };

/** One entry per language of the page, each listing the whole cluster (itself included). */
export function bilingualEntries({ paths, lastModified }: SitemapItem): MetadataRoute.Sitemap {
  return pathEntries(paths).map(([locale, path]) => ({ url: localizedUrl(path, locale), lastModified, alternates: { languages: languageAlternates(paths) } }));
}

export function staticSitemapEntries(): MetadataRoute.Sitemap {
  return [
    ...indexablePaths.flatMap((path) => bilingualEntries({ paths: samePathIn(path) })),
    // English only (spec README); /en/showrooms/zanzibar is the same page under its canonical URL.
    ...bilingualEntries({ paths: samePathIn(showroomsCanonicalPath, ['en']) }),
  ];
}

/** Every press release, event, project and active job offer, at the path its page declares canonical. */
export async function contentSitemapItems(): Promise<SitemapItem[]> {
  const locale = routing.defaultLocale;
  const [press, events, projects] = await Promise.all([getAllPressReleases(locale), getEventsWithPages(locale), getProjectsWithPages(locale)]);
  return [
    ...press.items.map((release) => ({ paths: samePathIn(pressReleasePath(release.id), release.languages), lastModified: release.modified ?? release.date })),
    ...events.map((event) => ({ paths: eventPaths(event), lastModified: event.modified })),
    ...projects.map((project) => ({ paths: projectPaths(project), lastModified: project.modified })),
    ...getActiveJobs(locale).map((job) => ({ paths: samePathIn(`/carrieres/offres/${job.slug}`), lastModified: job.postedDate })),
  ];
}
