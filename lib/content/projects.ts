// Projects for pages: from WordPress when configured, else bundled.
import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { wpProject, wpProjects } from '@/lib/wordpress/queries';
import { bundledProjects } from './bundled/projects';
import { cacheTags } from './cache-tags';
import { findLocalizedByIdentifier } from './find-by-identifier';
import { readItem, readList, usesWordPress } from './source';
import type { ContentList, Project } from './types';

/** Spec §8: on failure with no good copy, an empty list flagged `failed` (the page shows its error text). */
export async function getProjects(locale: Locale): Promise<ContentList<Project>> {
  if (!usesWordPress()) return { items: bundledProjects[locale], failed: false };
  const tags = [cacheTags.list('project'), cacheTags.localeList('project', locale)];
  return readList(`projects:list:${locale}`, () => wpProjects(locale, tags), []);
}

/** By numeric id or slug in WordPress, then in the bundled projects (the spec's static fallback). */
export async function getProject(id: string, locale: Locale): Promise<Project | null> {
  const bundled = findLocalizedByIdentifier(bundledProjects, id, locale) ?? null;
  if (!usesWordPress()) return bundled;
  const tags = [cacheTags.list('project'), cacheTags.item('project', id)];
  return (await readItem(`projects:item:${locale}:${id.toLowerCase()}`, () => wpProject(id, locale, tags))) ?? bundled;
}
