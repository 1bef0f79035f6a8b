// Projects for pages: from WordPress when configured, else bundled.
import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { wpProject, wpProjects } from '@/lib/wordpress/queries';
import { bundledProjects } from './bundled/projects';
import { cacheTags } from './cache-tags';
import { findBundled, readItem, readList, usesWordPress } from './source';
import type { ContentList, Project } from './types';

/** Spec §8: on failure with no good copy, an empty list flagged `failed` (the page shows its error text). */
export async function getProjects(locale: Locale): Promise<ContentList<Project>> {
  if (!usesWordPress()) return { items: bundledProjects[locale], failed: false };
  const tags = [cacheTags.list('project'), cacheTags.localeList('project', locale)];
  return readList(`projects:list:${locale}`, () => wpProjects(locale, tags), []);
}

/** One project by numeric id or slug; null when missing or unreadable. */
export async function getProject(id: string, locale: Locale): Promise<Project | null> {
  if (!usesWordPress()) return findBundled(bundledProjects[locale], id);
  const tags = [cacheTags.list('project'), cacheTags.item('project', id)];
  return readItem(`projects:item:${locale}:${id.toLowerCase()}`, () => wpProject(id, locale, tags));
}
