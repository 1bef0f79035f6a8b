import Image from 'next/image';
import type { ContentImage } from '@/lib/content/types';
import { imagePriority, type ImageLoading } from './image-priority';

type ContentImageViewProps = { image: Pick<ContentImage, 'src' | 'alt'>; sizes: string; fit?: 'cover' | 'contain'; loading?: ImageLoading };

/** A content image filling its (relative, sized) parent. CMS images come through the media proxy unoptimized. */
export function ContentImageView({ image, sizes, fit = 'cover', loading = 'lazy' }: ContentImageViewProps) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      fill
      sizes={sizes}
      {...imagePriority(loading)}
      unoptimized={!image.src.startsWith('/images/')}
      className={fit === 'cover' ? 'object-cover' : 'object-contain'}
    />
  );
}
