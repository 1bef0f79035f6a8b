/**
 * How soon a next/image loads. `first`: the image likely to be the page's largest paint (a hero,
 * a grid's first card) loads at once and first. `visible`: on screen as soon as a desktop shows
 * the page (the rest of a grid's first row) loads at once, at normal priority; a lazy image waits
 * until the page is laid out, after the stylesheet, and the press, events and projects lists'
 * second card, a few pixels larger than the first, was their largest paint on a desktop that way.
 * `lazy`: every other image. Next 16 deprecates `priority` in favour of these two attributes.
 */
export type ImageLoading = 'first' | 'visible' | 'lazy';

export function imagePriority(loading: ImageLoading): { loading?: 'eager'; fetchPriority?: 'high' } {
  if (loading === 'first') return { loading: 'eager', fetchPriority: 'high' };
  return loading === 'visible' ? { loading: 'eager' } : {};
}

/** The loading of a grid's card by its index, `onFirstScreen` being how many cards a desktop's first screen shows. */
export function gridImageLoading(index: number, onFirstScreen: number): ImageLoading {
  if (index === 0) return 'first';
  return index < onFirstScreen ? 'visible' : 'lazy';
}
