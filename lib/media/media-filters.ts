// Media library filtering: type tabs with counts and the lists’ search (lib/text/search.ts) on name or path.
import type { MediaType } from '@/lib/content/media';
import { matchesSearch } from '@/lib/text/search';

export type MediaTab = 'all' | MediaType;

export const mediaTabs: MediaTab[] = ['all', 'image', 'video', 'document'];

type Filterable = { src: string; name: string; type: MediaType };

export function matchesMediaSearch(item: Filterable, search: string): boolean {
  return matchesSearch([item.name, item.src], search);
}

export function filterMedia<T extends Filterable>(items: T[], tab: MediaTab, search: string): T[] {
  return items.filter((item) => (tab === 'all' || item.type === tab) && matchesMediaSearch(item, search));
}

/** Items per tab among those matching the search, so the counts follow what the visitor typed. */
export function countMediaByTab(items: Filterable[], search: string): Record<MediaTab, number> {
  const matching = items.filter((item) => matchesMediaSearch(item, search));
  return {
    all: matching.length,
    image: matching.filter((i) => i.type === 'image').length,
    video: matching.filter((i) => i.type === 'video').length,
    document: matching.filter((i) => i.type === 'document').length,
  };
}
