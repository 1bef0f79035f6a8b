import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MediaLibrary } from '@/components/media/media-library';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { mediaItems } from '@/lib/content/media';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/media';

export async function generateMetadata({ params }: PageProps<'/[locale]/media'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'MediaLibrary' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function MediaPage({ params }: PageProps<'/[locale]/media'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'MediaLibrary' });

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <h1 className="text-4xl font-bold">{t('title')}</h1>
      <p className="mt-3 mb-8 max-w-3xl text-muted-foreground">{t('intro')}</p>
      <MediaLibrary items={mediaItems} locale={locale} />
    </div>
  );
}
