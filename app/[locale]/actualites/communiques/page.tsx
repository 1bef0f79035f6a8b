import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PressReleasesPage, pressReleasesPath } from '@/components/press/press-releases-page';
import { noListQuery } from '@/lib/filtered-lists';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

// Regenerated at most every 5 minutes (and at once through /api/revalidate): each regeneration reshuffles.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/communiques'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'PressList' });
  return buildMetadata({ locale, path: pressReleasesPath, title: t('meta.title'), description: t('meta.description') });
}

// An address with filters in its query is rendered per request by app/[locale]/filtered (lib/filtered-lists.ts).
export default async function PressReleasesRoute({ params }: PageProps<'/[locale]/actualites/communiques'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <PressReleasesPage locale={locale} query={noListQuery} />;
}
