import type { Locale } from '@/lib/i18n/routing';

// date-fns's long English formats write ordinals ('June 10th, 2025'); the rest of the site writes
// 'June 10, 2025', as Intl does. French keeps date-fns's own ('mardi 10 juin 2025').
export const longDatePatterns: Record<Locale, { withWeekday: string; plain: string }> = {
  fr: { withWeekday: 'PPPP', plain: 'PPP' },
  en: { withWeekday: 'EEEE, MMMM d, yyyy', plain: 'MMMM d, yyyy' },
};
