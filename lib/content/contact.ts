// The offices listed on the contact page (spec site §2), in both languages.
import type { Locale } from '@/lib/i18n/routing';

export type Office = { country: Record<Locale, string>; cities: Record<Locale, string> };

export const contactOffices: Office[] = [
  { country: { fr: 'France', en: 'France' }, cities: { fr: 'Paris, Marseille', en: 'Paris, Marseille' } },
  { country: { fr: 'Canada', en: 'Canada' }, cities: { fr: 'Montréal', en: 'Montréal' } },
  { country: { fr: 'Afrique', en: 'Africa' }, cities: { fr: 'Nairobi, Kenya', en: 'Nairobi, Kenya' } },
  { country: { fr: 'Nigeria', en: 'Nigeria' }, cities: { fr: 'Abuja', en: 'Abuja' } },
  { country: { fr: 'Burundi', en: 'Burundi' }, cities: { fr: 'Bujumbura', en: 'Bujumbura' } },
  { country: { fr: 'Tanzanie', en: 'Tanzania' }, cities: { fr: 'Zanzibar', en: 'Zanzibar' } },
];
