/**
 * Loading hints for a next/image: the image likely to be the page's largest paint (a hero, a
 * list's first card) loads at once and first; every other one stays lazy. Next 16 deprecates
 * `priority` in favour of these two attributes.
 */
export function imagePriority(first: boolean): { loading?: 'eager'; fetchPriority?: 'high' } {
  return first ? { loading: 'eager', fetchPriority: 'high' } : {};
}
