import Image from 'next/image';
import type { ContentImage } from '@/lib/content/types';
import { imagePriority, type ImageLoading } from './image-priority';

/** `lang`: the language of the alt text when it is not the page's (a WordPress image on an English page). */
type ContentImageViewProps = { image: Pick<ContentImage, 'src' | 'alt'>; sizes: string; fit?: 'cover' | 'contain'; loading?: ImageLoading; lang?: string };

/** A content image filling its (relative, sized) parent. CMS images come through the media proxy unoptimized. */
export function ContentImageView({ image, sizes, fit = 'cover', loading = 'lazy', lang }: ContentImageViewProps) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      lang={lang}
      fill
      sizes={sizes}
      {...imagePriority(loading)}
      unoptimized={!image.src.startsWith('/images/')}
      className={fit === 'cover' ? 'object-cover' : 'object-contain'}
    />
  );
}
