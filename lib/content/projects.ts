// Projects for pages: from WordPress when configured, else bundled.
import 'server-only';
import type { Locale, LocalizedPaths } from '@/lib/i18n/routing';
import { wpProject, wpProjects } from '@/lib/wordpress/queries';
import { bundledProjects } from './bundled/projects';
import { cacheTags } from './cache-tags';
import { findByIdentifier, findLocalizedByIdentifier, isOwnIdentifier, withFallbackItems } from './find-by-identifier';
import { pathsInEachLanguage, projectPath } from './item-paths';
import { readItem, readList, usesWordPress } from './source';
import type { ContentItem, ContentList, Project } from './types';

/** Spec §8: on failure with no good copy, an empty list flagged `failed` (the page shows its error text). */
export async function getProjects(locale: Locale): Promise<ContentList<Project>> {
  if (!usesWordPress()) return { items: bundledProjects[locale], failed: false };
  const tags = [cacheTags.list('project'), cacheTags.localeList('project', locale)];
  return readList(`projects:list:${locale}`, () => wpProjects(locale, tags), []);
}

/** By numeric id or slug in WordPress, then slug of the title in the list, then the bundled projects. */
export async function getProject(id: string, locale: Locale): Promise<ContentItem<Project>> {
  const bundled = findLocalizedByIdentifier(bundledProjects, id, locale) ?? null;
  if (!usesWordPress()) return bundled;
  const tags = [cacheTags.list('project'), cacheTags.item('project', id)];
  const item = await readItem(`projects:item:${locale}:${id.toLowerCase()}`, () => wpProject(id, locale, tags), (project) => isOwnIdentifier(project, id));
  if (item !== null && item !== 'unavailable') return item;
  // Cards link to the slug of the title, which WordPress does not know: look it up in the list.
  return findByIdentifier((await getProjects(locale)).items, id) ?? bundled ?? item;
}

/** Every project that has a page: the list, then the bundled projects the lookup above falls back to. */
export async function getProjectsWithPages(locale: Locale): Promise<Project[]> {
  return withFallbackItems((await getProjects(locale)).items, bundledProjects[locale]);
}

/** The project's page in each language it is written in: its canonical addresses and hreflang cluster. */
export function projectPaths(project: Project): LocalizedPaths {
  return pathsInEachLanguage(project, bundledProjects, projectPath);
}
