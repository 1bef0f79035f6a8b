// Press tags: the list page's filters and the spec's tag colours (§3), readable in both themes.
import { foldAccents } from '@/lib/text/fold-accents';

/**
 * Filter buttons of the list page, after 'Tous' (spec §2), and the tags each selects (§5: asking,
 * growth-energy, gem, mfg technologies, solio, africa). MFG also selects 'mfg', the name the
 * spec's tag colours (§3) give MFG Technologies' posts.
 */
export const pressTagFilters = [
  { label: 'Asking', tags: ['asking'] },
  { label: 'Growth Energy', tags: ['growth-energy'] },
  { label: 'GEM', tags: ['gem'] },
  { label: 'MFG', tags: ['mfg technologies', 'mfg'] },
  { label: 'Solio', tags: ['solio'] },
  { label: 'Africa', tags: ['africa'] },
] as const;

export type PressTagFilter = (typeof pressTagFilters)[number];

/** 'Growth Energy', 'growth-energy' and 'GROWTH ENERGY' are the same tag. */
function normalizeTag(tag: string): string {
  return foldAccents(tag.trim().toLowerCase()).replace(/[\s_]+/g, '-');
}

/**
 * The filter a link's `?tag=` names, by its label or by one of its tags, in any case or spelling
 * ('africa', 'growth-energy', 'MFG Technologies'); '' is 'Tous'. Undefined for anything else.
 */
export function pressTagFilterLabel(stored: unknown): PressTagFilter['label'] | '' | undefined {
  if (typeof stored !== 'string') return undefined;
  if (stored === '') return '';
  const wanted = normalizeTag(stored);
  return pressTagFilters.find((filter) => normalizeTag(filter.label) === wanted || filter.tags.some((tag) => normalizeTag(tag) === wanted))?.label;
}

export function hasFilterTag(tags: string[], filter: PressTagFilter): boolean {
  const wanted = new Set<string>(filter.tags.map(normalizeTag));
  return tags.some((tag) => wanted.has(normalizeTag(tag)));
}

const palette = {
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  emerald: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  orange: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  purple: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  pink: 'bg-pink-100 text-pink-900 dark:bg-pink-950 dark:text-pink-100',
  cyan: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-100',
  slate: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  indigo: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
  teal: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
} as const;

const tagColours: Record<string, keyof typeof palette> = {
  solio: 'blue',
  wordpress: 'slate',
  asking: 'purple',
  'growth-energy': 'green',
  gem: 'cyan',
  mfg: 'orange',
  digital: 'indigo',
  testtag: 'slate',
  africa: 'amber',
  expansion: 'teal',
  partnership: 'pink',
  solar: 'amber',
  award: 'red',
  'e-mobility': 'cyan',
  innovation: 'emerald',
};

/**
 * Classes of a tag badge. Unknown tags get a colour picked from the tag's name, so it looks
 * random across tags but stays the same on server and client (no hydration mismatch).
 */
export function tagColourClass(tag: string): string {
  const key = normalizeTag(tag);
  const known = tagColours[key];
  if (known) return palette[known];
  const names = Object.keys(palette) as (keyof typeof palette)[];
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[names[hash % names.length] ?? 'slate'];
}
