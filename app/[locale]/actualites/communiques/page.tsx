import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PressReleasesSection } from '@/components/press/press-releases-section';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

// Regenerated at most every 5 minutes (and at once through /api/revalidate): each regeneration reshuffles.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/communiques'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'PressList' });
  return buildMetadata({ locale, path: '/actualites/communiques', title: t('meta.title'), description: t('meta.description') });
}

export default async function PressReleasesPage({ params }: PageProps<'/[locale]/actualites/communiques'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'PressList' });

  return (
    <section className="mx-auto max-w-6xl animate-page-fade px-4 py-12 md:py-16">
      <WebPageJsonLd locale={locale} path="/actualites/communiques" name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path="/actualites/communiques" name={t('title')} />
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      <PressReleasesSection locale={locale} />
    </section>
  );
}
