// Metadata of the English-only showrooms pages: canonical in English, no French alternate to point to.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buildMetadata, localizedUrl } from '@/lib/seo/metadata';

export async function showroomsMetadata(path: string): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'ShowroomsPage' });
  const metadata = buildMetadata({ locale: 'en', path, title: t('meta.title'), description: t('meta.description') });
  return { ...metadata, alternates: { canonical: localizedUrl(path, 'en') } };
}
