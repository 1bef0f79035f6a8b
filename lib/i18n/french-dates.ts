// French writes the first day of a month as an ordinal: 1er octobre, mercredi 1er octobre (Intl and
// date-fns write '1 octobre'); every other day stays a cardinal.

/** In French, '1 octobre 2026' → '1er octobre 2026', 'mercredi 1 octobre' → 'mercredi 1er octobre'; other text and English unchanged. */
export function withFrenchFirstOfMonth(date: string, locale: string): string {
  return locale === 'fr' ? date.replace(/(^|\s)1(?=\s\p{L})/u, '$11er') : date;
}
