// Metadata of the English-only showrooms pages. /en/showrooms/zanzibar shows the same page as
// /en/showrooms (spec), so both declare the same canonical URL and search engines index one copy;
// there is no French page for an alternate to point to.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { showroomsCanonicalPath } from '@/lib/i18n/routing';
import { buildMetadata, localizedUrl } from '@/lib/seo/metadata';

export async function showroomsMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'ShowroomsPage' });
  const metadata = buildMetadata({ locale: 'en', path: showroomsCanonicalPath, title: t('meta.title'), description: t('meta.description') });
  const url = localizedUrl(showroomsCanonicalPath, 'en');
  return { ...metadata, alternates: { canonical: url, languages: { en: url } } };
}
