// Metadata of a subsidiary page, built from the subsidiary's own content.
import type { Metadata } from 'next';
import { getSubsidiary, type SubsidiarySlug } from '@/lib/content/subsidiaries';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from './metadata';

export function subsidiaryMetadata(slug: SubsidiarySlug, locale: Locale): Metadata {
  const subsidiary = getSubsidiary(slug);
  return buildMetadata({
    locale,
    path: `/filiales/${slug}`,
    title: `${subsidiary.name} – ${subsidiary.tagline[locale]}`,
    description: subsidiary.description[locale][0] ?? subsidiary.tagline[locale],
  });
}
