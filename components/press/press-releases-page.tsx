import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import type { ListQuery } from '@/lib/filtered-lists';
import type { Locale } from '@/lib/i18n/routing';
import { PressReleasesSection } from './press-releases-section';

export const pressReleasesPath = '/actualites/communiques';

/** The press releases list, filtered as `query` asks (none at the list's own address). */
export async function PressReleasesPage({ locale, query }: { locale: Locale; query: ListQuery }) {
  const t = await getTranslations({ locale, namespace: 'PressList' });
  return (
    <section className="mx-auto max-w-6xl animate-page-fade px-4 py-12 md:py-16">
      <WebPageJsonLd locale={locale} path={pressReleasesPath} name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path={pressReleasesPath} name={t('title')} />
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      <PressReleasesSection locale={locale} query={query} />
    </section>
  );
}
