// Copy of /presence and /certifications: introductions and section titles.
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

export const certificationsCopy: Localized<{
  title: string;
  subtitle: string;
  obtained: string;
  excellence: Record<'energy' | 'digital', { title: string; text: string }>;
}> = {
  fr: {
    title: 'Certifications',
    subtitle: 'Des compétences reconnues par les organismes de référence, dans l’énergie comme dans le digital.',
    obtained: 'Obtenue en',
    excellence: {
      energy: { title: 'Excellence énergétique', text: 'Qualité, énergie et conduite de projet.' },
      digital: { title: 'Excellence digitale', text: 'Digital, industrie et cloud.' },
    },
  },
  en: {
    title: 'Certifications',
    subtitle: 'Skills recognised by the leading bodies, in energy as in digital.',
    obtained: 'Obtained',
    excellence: {
      energy: { title: 'Energy excellence', text: 'Quality, energy and project management.' },
      digital: { title: 'Digital excellence', text: 'Digital, industry and cloud.' },
    },
  },
};
