// Projects served when no WordPress is configured. Minimal set; the projects work completes it.
import type { Locale } from '@/lib/i18n/routing';
import type { Project } from '../types';

export const bundledProjects: Record<Locale, Project[]> = {
  fr: [
    {
      id: 'centrale-solaire-nairobi',
      slug: 'centrale-solaire-nairobi',
      title: 'Centrale solaire de Nairobi',
      description: 'Centrale photovoltaïque avec stockage pour un site industriel.',
      contentHtml: '<p>Centrale photovoltaïque avec stockage pour un site industriel.</p>',
      gallery: [],
      progress: 100,
      subsidiary: 'growth-energy',
      location: 'Kenya',
      capacity: '600 kWc',
      storage: '600 kWh',
      annualCo2Reduction: '350 tonnes',
      videos: {},
    },
    {
      id: 'reseau-bornes-recharge',
      slug: 'reseau-bornes-recharge',
      title: 'Réseau de bornes de recharge',
      description: 'Vingt bornes rapides pour les flottes professionnelles.',
      contentHtml: '<p>Vingt bornes rapides pour les flottes professionnelles.</p>',
      gallery: [],
      progress: 60,
      subsidiary: 'gem',
      location: 'Burundi',
      videos: {},
    },
  ],
  en: [
    {
      id: 'centrale-solaire-nairobi',
      slug: 'centrale-solaire-nairobi',
      title: 'Nairobi solar plant',
      description: 'Photovoltaic plant with storage for an industrial site.',
      contentHtml: '<p>Photovoltaic plant with storage for an industrial site.</p>',
      gallery: [],
      progress: 100,
      subsidiary: 'growth-energy',
      location: 'Kenya',
      capacity: '600 kWp',
      storage: '600 kWh',
      annualCo2Reduction: '350 tonnes',
      videos: {},
    },
    {
      id: 'reseau-bornes-recharge',
      slug: 'reseau-bornes-recharge',
      title: 'Charging network',
      description: 'Twenty fast chargers for business fleets.',
      contentHtml: '<p>Twenty fast chargers for business fleets.</p>',
      gallery: [],
      progress: 60,
      subsidiary: 'gem',
      location: 'Burundi',
      videos: {},
    },
  ],
};
