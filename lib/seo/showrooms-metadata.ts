// Metadata of the English-only showrooms pages. /en/showrooms/zanzibar shows the same page as
// /en/showrooms (spec), so both declare the same canonical URL and search engines index one copy;
// there is no French page for an alternate to point to.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { showroomsCanonicalPath } from '@/lib/i18n/routing';
import { buildMetadata } from './metadata';

/** The title and description of the showrooms pages, shared by their metadata and their WebPage structured data. */
export async function showroomsPageText(): Promise<{ title: string; description: string }> {
  const t = await getTranslations({ locale: 'en', namespace: 'ShowroomsPage' });
  return { title: t('meta.title'), description: t('meta.description') };
}

export async function showroomsMetadata(): Promise<Metadata> {
  return buildMetadata({ locale: 'en', path: showroomsCanonicalPath, languages: ['en'], ...(await showroomsPageText()) });
}
