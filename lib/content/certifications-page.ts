// Copy of /certifications: introduction and the two excellence lists.
import type { Localized } from './localized';

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
    subtitle: 'Skills recognised by the leading bodies, in energy and digital alike.',
    obtained: 'Obtained',
    excellence: {
      energy: { title: 'Energy excellence', text: 'Quality, energy and project management.' },
      digital: { title: 'Digital excellence', text: 'Digital, industry and cloud.' },
    },
  },
};
