import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MediaPage, mediaPath } from '@/components/media/media-page';
import { noListQuery } from '@/lib/filtered-lists';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/media'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'MediaLibrary' });
  return buildMetadata({ locale, path: mediaPath, title: t('meta.title'), description: t('meta.description') });
}

// An address with filters in its query is rendered per request by app/[locale]/filtered (lib/filtered-lists.ts).
export default async function MediaRoute({ params }: PageProps<'/[locale]/media'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <MediaPage locale={locale} query={noListQuery} />;
}
