// URL slugs from titles: lowercase ASCII words joined by hyphens, accents folded.
import { foldAccents } from './fold-accents';

export function slugify(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/&/g, ' et ')
    .replace(/[’'`]/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
