import { getTranslations } from 'next-intl/server';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { mediaItems } from '@/lib/content/media';
import type { ListQuery } from '@/lib/filtered-lists';
import type { Locale } from '@/lib/i18n/routing';
import { MediaLibrary } from './media-library';

export const mediaPath = '/media';

/** The media library, filtered as `query` asks (none at the library's own address). */
export async function MediaPage({ locale, query }: { locale: Locale; query: ListQuery }) {
  const t = await getTranslations({ locale, namespace: 'MediaLibrary' });
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <WebPageJsonLd locale={locale} path={mediaPath} name={t('meta.title')} description={t('meta.description')} />
      <h1 className="text-4xl font-bold">{t('title')}</h1>
      <p className="mt-3 mb-8 max-w-3xl text-muted-foreground">{t('intro')}</p>
      <MediaLibrary items={mediaItems} locale={locale} query={query} />
    </div>
  );
}
