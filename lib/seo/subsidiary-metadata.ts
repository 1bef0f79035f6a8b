// Metadata of a subsidiary page, built from the subsidiary's own content.
import type { Metadata } from 'next';
import { getSubsidiary, type SubsidiarySlug } from '@/lib/content/subsidiaries';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from './metadata';

/** The title and description of a subsidiary page, shared by its metadata and its WebPage structured data. */
export function subsidiaryPageText(slug: SubsidiarySlug, locale: Locale): { title: string; description: string } {
  const subsidiary = getSubsidiary(slug);
  return {
    title: `${subsidiary.name} – ${subsidiary.tagline[locale]}`,
    description: subsidiary.description[locale][0] ?? subsidiary.tagline[locale],
  };
}

export function subsidiaryMetadata(slug: SubsidiarySlug, locale: Locale): Metadata {
  return buildMetadata({ locale, path: `/filiales/${slug}`, ...subsidiaryPageText(slug, locale) });
}
