// Projects for the pages. This version serves the bundled projects; the WordPress-backed one keeps these signatures.
import type { Locale } from '@/lib/i18n/routing';
import { bundledProjects } from './bundled/projects';
import { findLocalizedByIdentifier } from './find-by-identifier';
import type { ContentList, Project } from './types';

export async function getProjects(locale: Locale): Promise<ContentList<Project>> {
  return { items: bundledProjects[locale], failed: false };
}

/** By numeric id, slug or slug-like identifier; null when none matches. */
export async function getProject(id: string, locale: Locale): Promise<Project | null> {
  return findLocalizedByIdentifier(bundledProjects, id, locale) ?? null;
}
