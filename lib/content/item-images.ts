// The pictures an article, event or project page shows: its featured image, then its gallery.
import type { ContentImage } from './types';

/** Each picture once: editors often put the featured image in the ACF gallery too. */
export function itemImages({ image, gallery }: { image?: ContentImage; gallery: ContentImage[] }): ContentImage[] {
  const all = image ? [image, ...gallery] : gallery;
  return all.filter((picture, index) => all.findIndex((other) => other.src === picture.src) === index);
}
