// The group's offices by region (spec §2, /presence), with coordinates for the project's own map.
import type { Localized } from './localized';

export type Office = {
  id: string;
  city: string;
  country: Localized;
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: string;
  /** Degrees; placed on the map by an equirectangular projection. */
  latitude: number;
  longitude: number;
  headquarters?: boolean;
};

export type OfficeRegion = { id: string; name: Localized; offices: Office[] };

export const officeRegions: OfficeRegion[] = [
  {
    id: 'france',
    name: { fr: 'France', en: 'France' },
    offices: [
      { id: 'paris', city: 'Paris', country: { fr: 'France', en: 'France' }, countryCode: 'FR', latitude: 48.86, longitude: 2.35 },
      { id: 'marseille', city: 'Marseille', country: { fr: 'France', en: 'France' }, countryCode: 'FR', latitude: 43.3, longitude: 5.37 },
    ],
  },
  {
    id: 'canada',
    name: { fr: 'Canada', en: 'Canada' },
    offices: [{ id: 'montreal', city: 'Montréal', country: { fr: 'Canada', en: 'Canada' }, countryCode: 'CA', latitude: 45.5, longitude: -73.57 }],
  },
  {
    id: 'africa-headquarters',
    name: { fr: 'Siège Afrique', en: 'Africa headquarters' },
    offices: [
      { id: 'nairobi', city: 'Nairobi', country: { fr: 'Kenya', en: 'Kenya' }, countryCode: 'KE', latitude: -1.29, longitude: 36.82, headquarters: true },
    ],
  },
  {
    id: 'nigeria',
    name: { fr: 'Nigeria', en: 'Nigeria' },
    offices: [
      { id: 'abuja', city: 'Abuja', country: { fr: 'Nigeria', en: 'Nigeria' }, countryCode: 'NG', latitude: 9.08, longitude: 7.4 },
      { id: 'lagos', city: 'Lagos', country: { fr: 'Nigeria', en: 'Nigeria' }, countryCode: 'NG', latitude: 6.52, longitude: 3.38 },
      { id: 'enugu', city: 'Enugu', country: { fr: 'Nigeria', en: 'Nigeria' }, countryCode: 'NG', latitude: 6.45, longitude: 7.5 },
    ],
  },
  {
    id: 'zanzibar',
    name: { fr: 'Zanzibar', en: 'Zanzibar' },
    offices: [{ id: 'zanzibar', city: 'Zanzibar', country: { fr: 'Tanzanie', en: 'Tanzania' }, countryCode: 'TZ', latitude: -6.16, longitude: 39.2 }],
  },
  {
    id: 'burundi',
    name: { fr: 'Burundi', en: 'Burundi' },
    offices: [{ id: 'bujumbura', city: 'Bujumbura', country: { fr: 'Burundi', en: 'Burundi' }, countryCode: 'BI', latitude: -3.38, longitude: 29.36 }],
  },
];
