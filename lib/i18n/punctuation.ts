// Quotation marks as each language writes them: « … » with no-break spaces in French, “…” in English.
import type { Locale } from './routing';

export function quoted(text: string, locale: Locale): string {
  return locale === 'fr' ? `«\u00a0${text}\u00a0»` : `“${text}”`;
}
