// Bilingual values for the static corporate content: every field an editor writes exists in French and English.
import type { Locale } from '@/lib/i18n/routing';

export type Localized<T = string> = Record<Locale, T>;
