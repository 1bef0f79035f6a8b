import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JoinUsPage } from '@/components/careers/join-us-page';
import { emptyJobFilters, joinUsPath } from '@/lib/careers/job-filters';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/carrieres/rejoignez-nous'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'CareersPage' });
  return buildMetadata({ locale, path: joinUsPath, title: t('meta.title'), description: t('meta.description') });
}

// Prerendered and cached like the other pages. An address with filters in its query is rewritten
// to the `filtered` route (next.config.ts), rendered per request.
export default async function CareersPage({ params }: PageProps<'/[locale]/carrieres/rejoignez-nous'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <JoinUsPage locale={locale} filters={emptyJobFilters} />;
}
