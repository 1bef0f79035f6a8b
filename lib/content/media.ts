// The media library's items: the site's own images, videos and documents (manifest written by scripts/generate-media-assets.mjs).
import type { Locale } from '@/lib/i18n/routing';
import manifest from './media-library.json';

export type MediaType = 'image' | 'video' | 'document';

export type MediaItem = {
  src: string;
  name: string;
  type: MediaType;
  alt: Record<Locale, string>;
  /** Poster image shown before a video plays. */
  poster?: string;
};

export const mediaItems: MediaItem[] = manifest as MediaItem[];

/** Intrinsic size of the generated illustrations, so previews reserve their space (no layout shift). */
export const mediaImageSize = { width: 1200, height: 800 } as const;
