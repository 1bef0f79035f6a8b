// The four subsidiaries (spec §3): names, descriptions, key activities, external sites and counters (spec §9).
import type { CounterFigure } from './figures';
import type { Localized } from './localized';

export type SubsidiarySlug = 'growth-energy' | 'asking' | 'mfg-technologies' | 'gem-e-mobility';

export type Subsidiary = {
  id: SubsidiarySlug;
  name: string;
  sector: Localized;
  tagline: Localized;
  description: Localized<string[]>;
  keyActivities: Localized<string[]>;
  /** The subsidiary's own website, opened in a new tab. */
  url: string;
  counters: CounterFigure[];
};

export const subsidiaries: Subsidiary[] = [
  {
    id: 'growth-energy',
    name: 'Growth Energy',
    sector: { fr: 'Énergie', en: 'Energy' },
    tagline: {
      fr: 'L’énergie solaire au service des territoires',
      en: 'Solar power working for communities',
    },
    description: {
      fr: [
        'Growth Energy conçoit, finance, construit et exploite des centrales solaires photovoltaïques, avec ou sans stockage, pour les entreprises, les collectivités et les zones rurales encore privées de réseau.',
        'De l’étude de site à la maintenance, ses équipes kényanes, nigérianes et burundaises accompagnent chaque projet sur toute sa durée de vie, et développent des solutions de mobilité électrique alimentées par le soleil.',
      ],
      en: [
        'Growth Energy designs, finances, builds and operates solar photovoltaic plants, with or without storage, for businesses, local authorities and rural areas still without grid power.',
        'From site survey to maintenance, its teams in Kenya, Nigeria and Burundi support each project throughout its life, and develop solar-powered electric mobility solutions.',
      ],
    },
    keyActivities: {
      fr: ['Centrales solaires et stockage', 'Électrification rurale', 'Mobilité électrique', 'Exploitation et maintenance'],
      en: ['Solar plants and storage', 'Rural electrification', 'Electric mobility', 'Operation and maintenance'],
    },
    url: 'https://growth-energy.example',
    counters: [
      { id: 'partners', value: 5, suffix: '+', label: { fr: 'partenaires', en: 'partners' } },
      { id: 'deployments', value: 115, label: { fr: 'déploiements', en: 'deployments' } },
      { id: 'clients', value: 24, suffix: '+', label: { fr: 'clients', en: 'clients' } },
      { id: 'co2', value: 100, suffix: 'k+', label: { fr: 'kg de CO₂ évités', en: 'kg of CO₂ avoided' } },
    ],
  },
  {
    id: 'asking',
    name: 'Asking',
    sector: { fr: 'Données', en: 'Data' },
    tagline: {
      fr: 'Faire parler les données pour mieux décider',
      en: 'Turning data into better decisions',
    },
    description: {
      fr: [
        'Asking aide les organisations à transformer leurs données en décisions : collecte, modélisation, tableaux de bord et analyses avancées.',
        'Ses consultants conçoivent des outils de visualisation clairs, adaptés aux équipes dirigeantes comme aux opérationnels, et forment les utilisateurs pour qu’ils restent autonomes.',
      ],
      en: [
        'Asking helps organisations turn their data into decisions: collection, modelling, dashboards and advanced analytics.',
        'Its consultants build clear visualisation tools, suited to executives and field teams alike, and train users so they stay self-sufficient.',
      ],
    },
    keyActivities: {
      fr: ['Visualisation de données', 'Tableaux de bord décisionnels', 'Analyse avancée', 'Formation des équipes'],
      en: ['Data visualisation', 'Decision dashboards', 'Advanced analytics', 'Team training'],
    },
    url: 'https://asking.example',
    counters: [
      { id: 'clients', value: 15, suffix: '+', label: { fr: 'clients', en: 'clients' } },
      { id: 'projects', value: 45, suffix: '+', label: { fr: 'projets', en: 'projects' } },
      { id: 'collaborators', value: 20, suffix: '+', label: { fr: 'collaborateurs', en: 'team members' } },
    ],
  },
  {
    id: 'mfg-technologies',
    name: 'MFG Technologies',
    sector: { fr: 'Intégration ERP', en: 'ERP integration' },
    tagline: {
      fr: 'Des systèmes de gestion qui accompagnent la croissance',
      en: 'Business systems that keep pace with growth',
    },
    description: {
      fr: [
        'MFG Technologies intègre des progiciels de gestion (ERP) et de relation client (CRM) pour les PME et les industriels, du cadrage au déploiement.',
        'Forte de plus de vingt ans d’expérience, elle adapte les processus métier, migre les données existantes et assure le support après la mise en service.',
      ],
      en: [
        'MFG Technologies implements enterprise resource planning (ERP) and customer relationship management (CRM) software for SMEs and manufacturers, from scoping to roll-out.',
        'With more than twenty years of experience, it adapts business processes, migrates existing data and provides support after go-live.',
      ],
    },
    keyActivities: {
      fr: ['Intégration ERP', 'Solutions CRM', 'Migration de données', 'Support et formation'],
      en: ['ERP integration', 'CRM solutions', 'Data migration', 'Support and training'],
    },
    url: 'https://mfg-technologies.example',
    counters: [
      { id: 'experience', value: 20, suffix: '+', label: { fr: 'ans d’expérience', en: 'years of experience' } },
      { id: 'companies', value: 100, suffix: '+', label: { fr: 'entreprises accompagnées', en: 'companies supported' } },
      { id: 'projects', value: 100, label: { fr: 'projets', en: 'projects' } },
    ],
  },
  {
    id: 'gem-e-mobility',
    name: 'GEM E-Mobility',
    sector: { fr: 'Mobilité électrique', en: 'Electric mobility' },
    tagline: {
      fr: 'La recharge rapide pour une mobilité propre',
      en: 'Fast charging for clean mobility',
    },
    description: {
      fr: [
        'GEM E-Mobility déploie et exploite des bornes de recharge pour véhicules électriques, alimentées autant que possible par l’énergie solaire.',
        'Sa première station, d’une puissance de 120 kW, ouvre la voie à un réseau de recharge rapide pour les flottes professionnelles et les particuliers.',
      ],
      en: [
        'GEM E-Mobility deploys and operates electric-vehicle charging stations, powered by solar energy wherever possible.',
        'Its first station, rated at 120 kW, paves the way for a fast-charging network for business fleets and private drivers.',
      ],
    },
    keyActivities: {
      fr: ['Bornes de recharge rapide', 'Électrification de flottes', 'Recharge solaire', 'Supervision des stations'],
      en: ['Fast-charging stations', 'Fleet electrification', 'Solar charging', 'Station monitoring'],
    },
    url: 'https://gem-e-mobility.example',
    counters: [
      { id: 'station', value: 1, prefix: '#', label: { fr: 'station de recharge', en: 'charging station' } },
      { id: 'capacity', value: 120, suffix: '\u00a0kW', label: { fr: 'de puissance', en: 'of capacity' } },
    ],
  },
];

export function getSubsidiary(slug: SubsidiarySlug): Subsidiary {
  const subsidiary = subsidiaries.find((s) => s.id === slug);
  if (!subsidiary) throw new Error(`Unknown subsidiary ${slug}`);
  return subsidiary;
}
