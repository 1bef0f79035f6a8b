// A place as our content and WordPress editors write it, as the schema.org PostalAddress of the
// Event and JobPosting blocks.
import { foldAccents } from '@/lib/text/fold-accents';

/**
 * ISO 3166-1 codes, which Google prefers to names, of the countries of the group's offices, events
 * and projects, by their French and English names. Another country keeps its name, which Google accepts.
 */
const countryCodes: Record<string, string> = {
  'afrique du sud': 'ZA',
  'south africa': 'ZA',
  burundi: 'BI',
  cameroun: 'CM',
  cameroon: 'CM',
  canada: 'CA',
  'cote d’ivoire': 'CI',
  'ivory coast': 'CI',
  ethiopie: 'ET',
  ethiopia: 'ET',
  france: 'FR',
  ghana: 'GH',
  kenya: 'KE',
  nigeria: 'NG',
  ouganda: 'UG',
  uganda: 'UG',
  rwanda: 'RW',
  senegal: 'SN',
  tanzanie: 'TZ',
  tanzania: 'TZ',
};

/** 'Côte d'Ivoire', 'Côte d’Ivoire' and 'COTE D’IVOIRE' are one key. */
function countryKey(name: string): string {
  return foldAccents(name.toLowerCase()).replace(/'/g, '’');
}

/** 'Boulevard du Peuple Murundi, Bujumbura, Burundi': the street, then the town, then the country; 'Fumba Town' is a town alone. */
export function postalAddress(location: string) {
  const parts = location.split(',').map((part) => part.trim()).filter(Boolean);
  const country = parts.length > 1 ? parts.pop() : undefined;
  const locality = parts.pop();
  return {
    '@type': 'PostalAddress',
    ...(parts.length > 0 ? { streetAddress: parts.join(', ') } : {}),
    ...(locality ? { addressLocality: locality } : {}),
    ...(country ? { addressCountry: countryCodes[countryKey(country)] ?? country } : {}),
  };
}
