import { getTranslations } from 'next-intl/server';
import type { ContentImage } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { GalleryGrid } from './gallery-grid';
import { hiddenImageCount } from './gallery-layout';

/**
 * The image gallery of articles, events and projects (spec §4). Every label is resolved here, on
 * the server, so the browser gets plain strings and no message formatter. `lang` is the language of
 * the images' alt texts: the item's.
 */
export async function Gallery({ images, sizes, locale, lang }: { images: ContentImage[]; sizes: string; locale: Locale; lang: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Gallery' });
  const total = images.length;
  const hidden = hiddenImageCount(total);
  const items = images.map((image, position) => ({
    image,
    openLabel: t('open', { index: position + 1, total }),
    positionLabel: t('position', { index: position + 1, total }),
  }));

  return (
    <GalleryGrid
      items={items}
      sizes={sizes}
      lang={lang}
      labels={{ region: t('region'), more: hidden > 0 ? t('more', { count: hidden }) : '', previous: t('previous'), next: t('next'), close: t('close') }}
    />
  );
}
