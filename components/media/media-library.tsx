import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { mediaImageSize, type MediaItem } from '@/lib/content/media';
import type { ListQuery } from '@/lib/filtered-lists';
import { withElision } from '@/lib/i18n/french-elision';
import { countLabels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { MediaBrowser, type MediaEntry } from './media-browser';

/**
 * The media library. Its labels are resolved here, on the server, so the browser gets plain
 * strings and no message formatter.
 */
export async function MediaLibrary({ items, locale, query }: { items: MediaItem[]; locale: Locale; query: ListQuery }) {
  const t = await getTranslations({ locale, namespace: 'MediaLibrary' });
  const entries: MediaEntry[] = items.map((item) => ({
    src: item.src,
    name: item.name,
    type: item.type,
    poster: item.poster,
    preview: item.type === 'image' ? imagePreview(item.src) : undefined,
    ...mediaImageSize,
    alt: withElision(item.alt[locale], locale),
    typeLabel: t(`typeLabels.${item.type}`),
    copyLinkLabel: withElision(t('copyLinkOf', { name: item.name }), locale),
    downloadLabel: t('downloadOf', { name: item.name }),
  }));

  return (
    <MediaBrowser
      items={entries}
      query={query}
      labels={{
        searchLabel: t('searchLabel'),
        searchPlaceholder: t('searchPlaceholder'),
        typesLabel: t('typesLabel'),
        types: { all: t('types.all'), image: t('types.image'), video: t('types.video'), document: t('types.document') },
        layoutLabel: t('layoutLabel'),
        grid: t('grid'),
        large: t('large'),
        counter: countLabels(items.length, (shown) => t('counter', { shown, total: items.length })),
        empty: t('empty'),
        copyLink: t('copyLink'),
        download: t('download'),
        linkCopiedTitle: t('linkCopiedTitle'),
        linkCopiedText: t('linkCopiedText'),
        copyFailed: t('copyFailed'),
        brokenImage: t('brokenImage'),
      }}
    />
  );
}

// The image's addresses as next/image writes them, worked out here: the browser then draws a plain
// <img>, without next/image's client code (about 6 KB gzipped) in the media library's JavaScript.
function imagePreview(src: string): MediaEntry['preview'] {
  const { props } = getImageProps({ src, alt: '', ...mediaImageSize, sizes: '100vw' });
  return { src: props.src, srcSet: props.srcSet };
}
