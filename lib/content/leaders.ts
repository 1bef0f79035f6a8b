// The group's leadership (spec §3): the six leaders of /gouvernance/direction.
import type { Localized } from './localized';

export type Leader = {
  /** Also names the portrait file (lib/content/assets.ts). */
  id: string;
  name: string;
  title: Localized;
  /** Professional-network profile; editors replace these placeholder addresses with the real profiles. */
  profileUrl: string;
};

export const leaders: Leader[] = [
  {
    id: 'amani-kariuki',
    name: 'Amani Kariuki',
    title: { fr: 'Président-directeur général', en: 'Chairman and Chief Executive Officer' },
    profileUrl: 'https://www.linkedin.com/in/amani-kariuki-solio',
  },
  {
    id: 'elodie-marchand',
    name: 'Élodie Marchand',
    title: { fr: 'Directrice générale déléguée', en: 'Deputy Chief Executive Officer' },
    profileUrl: 'https://www.linkedin.com/in/elodie-marchand-solio',
  },
  {
    id: 'jean-baptiste-niyonzima',
    name: 'Jean-Baptiste Niyonzima',
    title: { fr: 'Directeur administratif et financier', en: 'Chief Financial Officer' },
    profileUrl: 'https://www.linkedin.com/in/jean-baptiste-niyonzima-solio',
  },
  {
    id: 'chiamaka-okafor',
    name: 'Chiamaka Okafor',
    title: { fr: 'Directrice des opérations Afrique', en: 'Chief Operating Officer, Africa' },
    profileUrl: 'https://www.linkedin.com/in/chiamaka-okafor-solio',
  },
  {
    id: 'francois-levesque',
    name: 'François Lévesque',
    title: { fr: 'Directeur Amérique du Nord', en: 'Head of North America' },
    profileUrl: 'https://www.linkedin.com/in/francois-levesque-solio',
  },
  {
    id: 'zawadi-mwinyi',
    name: 'Zawadi Mwinyi',
    title: { fr: 'Directrice de l’impact et de la RSE', en: 'Head of Impact and Sustainability' },
    profileUrl: 'https://www.linkedin.com/in/zawadi-mwinyi-solio',
  },
];
