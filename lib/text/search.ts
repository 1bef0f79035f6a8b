// The lists' searches (spec §5: a case-insensitive substring), one rule for all of them. Accents and
// the no-break spaces of French typography do not count either: 'evenement' finds 'Événement', and
// '1 000' or '500 kW' typed with a plain space find the text written with a no-break one.
import { foldAccents } from './fold-accents';

/** A text as the searches compare it. */
export function searchKey(text: string): string {
  return foldAccents(text).replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** Whether the query is in one of the fields; an empty query matches everything. */
export function matchesSearch(fields: readonly (string | undefined)[], query: string): boolean {
  const needle = searchKey(query).trim();
  return needle === '' || fields.some((field) => field !== undefined && searchKey(field).includes(needle));
}
