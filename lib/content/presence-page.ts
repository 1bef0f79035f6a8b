// Copy of /presence: introduction and section titles.
import type { Localized } from './localized';

export const presenceCopy: Localized<{ title: string; subtitle: string; mapTitle: string; listTitle: string; headquarters: string }> = {
  fr: {
    title: 'Présence internationale',
    subtitle: 'Neuf bureaux en Europe, en Amérique du Nord et en Afrique, au plus près de nos clients et de nos projets.',
    mapTitle: 'Carte de nos bureaux',
    listTitle: 'Nos bureaux par région',
    headquarters: 'Siège',
  },
  en: {
    title: 'International presence',
    subtitle: 'Nine offices in Europe, North America and Africa, close to our clients and our projects.',
    mapTitle: 'Map of our offices',
    listTitle: 'Our offices by region',
    headquarters: 'Headquarters',
  },
};
