// Punctuation as each language writes it: French puts a no-break space before « : » and inside
// guillemets; English puts none.
import type { Locale } from './routing';

export function quoted(text: string, locale: Locale): string {
  return locale === 'fr' ? `«\u00a0${text}\u00a0»` : `“${text}”`;
}

/** What follows a label after a colon, such as the name a link's hidden text adds to 'Découvrir'. */
export function afterColon(text: string, locale: Locale): string {
  return locale === 'fr' ? `\u00a0: ${text}` : `: ${text}`;
}
