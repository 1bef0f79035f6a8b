import Image from 'next/image';
import type { ContentImage } from '@/lib/content/types';
import { cn } from '@/lib/utils';

type ContentImageViewProps = { image: ContentImage; sizes: string; className?: string; priority?: boolean };

/** A content image filling its (relative, sized) parent. CMS images come through the media proxy unoptimized. */
export function ContentImageView({ image, sizes, className, priority = false }: ContentImageViewProps) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      fill
      sizes={sizes}
      priority={priority}
      unoptimized={!image.src.startsWith('/images/')}
      className={cn('object-cover', className)}
    />
  );
}
