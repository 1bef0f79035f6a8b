import { getImageProps } from 'next/image';
import type { ContentImage } from '@/lib/content/types';
import { imagePriority, type ImageLoading } from './image-priority';

/** `lang`: the language of the alt text when it is not the page's (a WordPress image on an English page). */
type ContentImageViewProps = { image: Pick<ContentImage, 'src' | 'alt' | 'widths'>; sizes: string; fit?: 'cover' | 'contain'; loading?: ImageLoading; lang?: string };

/**
 * A content image filling its (relative, sized) parent. CMS images come through the media proxy
 * unoptimized. Drawn as the <img> next/image would draw, from next/image's getImageProps: the
 * lists render their cards in the browser, and the Image component brought its client code (about
 * 2 KB gzipped) for none of its effects (no placeholder, no load handler). A CMS image offered at
 * several widths gets them as its srcset, which next/image leaves out of an unoptimized image.
 */
export function ContentImageView({ image, sizes, fit = 'cover', loading = 'lazy', lang }: ContentImageViewProps) {
  const { props } = getImageProps({ src: image.src, alt: image.alt, fill: true, sizes, ...imagePriority(loading), unoptimized: !image.src.startsWith('/images/') });
  const widths = image.widths && { srcSet: image.widths.map(({ src, width }) => `${src} ${width}w`).join(', '), sizes };
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt among them
  return <img {...props} {...widths} lang={lang} className={fit === 'cover' ? 'object-cover' : 'object-contain'} />;
}
