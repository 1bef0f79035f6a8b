// Dates of content as readers see them: French month names in French, English ones in English.
import { withFrenchFirstOfMonth } from '@/lib/i18n/french-dates';
import type { Locale } from '@/lib/i18n/routing';

/** yyyy-mm-dd → '12 mars 2025' (1er for the first) / 'March 12, 2025'; other text is returned as written. */
export function formatContentDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const written = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  return withFrenchFirstOfMonth(written, locale);
}
