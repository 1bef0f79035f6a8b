// The eight bundled projects (spec §3), served when WordPress is not configured.
import { routing, type Locale } from '@/lib/i18n/routing';
import type { ContentImage, Project } from '@/lib/content/types';
import { escapeHtml } from '@/lib/text/escape-html';
import type { Localized } from '../localized';

type LocalizedFields = 'title' | 'description' | 'location' | 'capacity' | 'technology' | 'objectives' | 'impact' | 'optimisation' | 'chargerType' | 'powerSupply' | 'connectivity';
type BundledProjectSource = Omit<Project, 'languages' | LocalizedFields | 'contentHtml' | 'image' | 'gallery' | 'characteristicsHtml'> & {
  [K in LocalizedFields]?: Localized;
} & {
  title: Localized;
  description: Localized;
  body: Record<Locale, string[]>;
  characteristics?: Record<Locale, string[]>;
  image: { src: string; alt: Localized };
  gallery: { src: string; alt: Localized }[];
};

const image = (n: number, fr: string, en: string) => ({ src: `/images/projects/project-${n}.svg`, alt: { fr, en } });

const sources: BundledProjectSource[] = [
  {
    id: '1',
    numericId: 1,
    slug: 'kira',
    title: { fr: 'Kira', en: 'Kira' },
    description: {
      fr: 'Station de recharge et d’échange de batteries pour motos électriques, alimentée par le solaire, au cœur de Kira.',
      en: 'A solar-powered charging and battery-swap station for electric motorcycles in the heart of Kira.',
    },
    body: {
      fr: ['Kira est la première station du réseau GEM E-Mobility en Ouganda. Elle recharge jusqu’à 120 batteries par jour.'],
      en: ['Kira is the first station of the GEM E-Mobility network in Uganda. It charges up to 120 batteries a day.'],
    },
    progress: 65,
    subsidiary: 'gem',
    location: { fr: 'Kira, Ouganda', en: 'Kira, Uganda' },
    capacity: { fr: '50 kWc', en: '50 kWp' },
    storage: '120 kWh',
    chargerType: { fr: 'Échange de batteries et recharge rapide DC', en: 'Battery swap and DC fast charging' },
    powerSupply: { fr: 'Solaire en toiture et réseau', en: 'Rooftop solar and grid' },
    connectivity: { fr: 'Suivi 4G en temps réel', en: 'Real-time 4G monitoring' },
    objectives: { fr: 'Équiper 500 motos-taxis électriques d’ici fin 2027.', en: 'Equip 500 electric motorcycle taxis by the end of 2027.' },
    impact: { fr: 'Moins de bruit et de pollution pour les riverains, un revenu accru pour les conducteurs.', en: 'Less noise and pollution for residents, more income for riders.' },
    characteristics: {
      fr: ['24 casiers de batteries', 'Paiement par mobile money', 'Ouverte 7 jours sur 7'],
      en: ['24 battery lockers', 'Mobile money payment', 'Open 7 days a week'],
    },
    image: image(1, 'Illustration de la station de recharge de Kira', 'Illustration of the Kira charging station'),
    gallery: [image(2, 'Les casiers de batteries', 'The battery lockers'), image(3, 'Les motos électriques', 'The electric motorcycles')],
    videos: { youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  },
  {
    id: '2',
    numericId: 2,
    slug: 'centrale-solaire-600kw',
    title: { fr: 'Centrale solaire 600kW', en: '600kW solar plant' },
    description: {
      fr: 'Centrale photovoltaïque avec stockage qui alimente une zone industrielle de Nairobi en énergie propre.',
      en: 'A photovoltaic plant with storage that supplies an industrial park in Nairobi with clean power.',
    },
    body: {
      fr: ['Construite par Growth Energy, la centrale couvre 70 % des besoins de la zone et sécurise l’approvisionnement pendant les coupures.'],
      en: ['Built by Growth Energy, the plant covers 70% of the park’s needs and keeps power on during outages.'],
    },
    progress: 80,
    subsidiary: 'growth-energy',
    location: { fr: 'Nairobi, Kenya', en: 'Nairobi, Kenya' },
    technology: { fr: 'Panneaux monocristallins bifaciaux', en: 'Bifacial monocrystalline panels' },
    optimisation: { fr: 'Pilotage intelligent de la charge et de la décharge', en: 'Smart charge and discharge control' },
    objectives: { fr: 'Réduire la facture énergétique des industriels de 30 %.', en: 'Cut the industrial customers’ energy bill by 30%.' },
    impact: { fr: '350 tonnes de CO2 évitées chaque année.', en: '350 tonnes of CO2 avoided every year.' },
    characteristics: {
      fr: ['1 100 panneaux', 'Onduleurs hybrides', 'Supervision à distance'],
      en: ['1,100 panels', 'Hybrid inverters', 'Remote monitoring'],
    },
    image: image(2, 'Illustration de la centrale solaire de 600 kW', 'Illustration of the 600 kW solar plant'),
    gallery: [
      image(4, 'Les rangées de panneaux', 'The rows of panels'),
      image(5, 'Le local technique', 'The technical room'),
      image(6, 'Les batteries de stockage', 'The storage batteries'),
      image(7, 'La centrale vue du ciel', 'The plant from above'),
      image(8, 'Le poste de raccordement', 'The grid substation'),
      image(9, 'L’équipe de maintenance', 'The maintenance team'),
    ],
    videos: {},
  },
  {
    id: '3',
    numericId: 3,
    slug: 'installation-erp-divalto',
    title: { fr: 'Installation ERP Divalto', en: 'Divalto ERP installation' },
    description: {
      fr: 'Déploiement d’un ERP Divalto relié aux lignes de production pour un industriel agroalimentaire.',
      en: 'Rolling out a Divalto ERP connected to the production lines of a food manufacturer.',
    },
    body: {
      fr: ['MFG Technologies paramètre les modules production, stocks et maintenance, et forme les équipes sur site.'],
      en: ['MFG Technologies configures the production, stock and maintenance modules and trains the teams on site.'],
    },
    progress: 45,
    subsidiary: 'mfg-technologies',
    location: { fr: 'Bujumbura, Burundi', en: 'Bujumbura, Burundi' },
    technology: { fr: 'Divalto infinity, connecteurs OPC UA', en: 'Divalto infinity, OPC UA connectors' },
    connectivity: { fr: 'Réseau industriel sécurisé', en: 'Secure industrial network' },
    objectives: { fr: 'Un seul outil de la commande à la facture.', en: 'One tool from order to invoice.' },
    image: image(3, 'Illustration d’un ERP industriel', 'Illustration of an industrial ERP'),
    gallery: [],
    videos: {},
  },
  {
    id: '4',
    numericId: 4,
    slug: 'plateforme-analytics',
    title: { fr: 'Plateforme Analytics', en: 'Analytics platform' },
    description: {
      fr: 'Tableaux de bord de la production et de la consommation d’énergie de tous les sites du groupe.',
      en: 'Dashboards of energy production and consumption across every site of the group.',
    },
    body: {
      fr: ['Asking collecte les mesures des compteurs et des onduleurs et les rend lisibles pour les exploitants et les clients.'],
      en: ['Asking collects meter and inverter readings and makes them readable for operators and customers.'],
    },
    progress: 30,
    subsidiary: 'asking',
    technology: { fr: 'Entrepôt de données et tableaux de bord web', en: 'Data warehouse and web dashboards' },
    connectivity: { fr: 'API et passerelles IoT', en: 'APIs and IoT gateways' },
    image: image(4, 'Illustration de tableaux de bord', 'Illustration of dashboards'),
    gallery: [],
    videos: { linkedin: 'https://www.linkedin.com/company/solio' },
  },
  {
    id: '5',
    numericId: 5,
    slug: 'mini-reseau-solaire-gitega',
    title: { fr: 'Mini-réseau solaire de Gitega', en: 'Gitega solar mini-grid' },
    description: {
      fr: 'Un mini-réseau solaire pour électrifier un centre de santé, une école et 300 foyers.',
      en: 'A solar mini-grid to power a health centre, a school and 300 homes.',
    },
    body: {
      fr: ['Les études de sol et le dimensionnement sont terminés ; la construction démarre à la saison sèche.'],
      en: ['Soil studies and sizing are complete; construction starts in the dry season.'],
    },
    progress: 15,
    subsidiary: 'growth-energy',
    location: { fr: 'Gitega, Burundi', en: 'Gitega, Burundi' },
    capacity: { fr: '250 kWc', en: '250 kWp' },
    storage: '400 kWh',
    image: image(5, 'Illustration d’un mini-réseau solaire', 'Illustration of a solar mini-grid'),
    gallery: [],
    videos: {},
  },
  {
    id: '6',
    numericId: 6,
    slug: 'flotte-motos-electriques-kampala',
    title: { fr: 'Flotte de motos électriques de Kampala', en: 'Kampala electric motorcycle fleet' },
    description: {
      fr: 'Location avec option d’achat de motos électriques pour les livreurs de Kampala.',
      en: 'Rent-to-own electric motorcycles for Kampala delivery riders.',
    },
    body: {
      fr: ['Chaque moto est suivie à distance pour planifier l’entretien et l’échange des batteries.'],
      en: ['Every motorcycle is tracked remotely to plan maintenance and battery swaps.'],
    },
    progress: 55,
    subsidiary: 'gem',
    location: { fr: 'Kampala, Ouganda', en: 'Kampala, Uganda' },
    chargerType: { fr: 'Échange de batteries', en: 'Battery swap' },
    image: image(6, 'Illustration de motos électriques', 'Illustration of electric motorcycles'),
    gallery: [],
    videos: {},
  },
  {
    id: '7',
    numericId: 7,
    slug: 'maintenance-predictive-mombasa',
    title: { fr: 'Maintenance prédictive au port de Mombasa', en: 'Predictive maintenance at the port of Mombasa' },
    description: {
      fr: 'Capteurs vibratoires et alertes automatiques sur les équipements de manutention du port.',
      en: 'Vibration sensors and automatic alerts on the port’s handling equipment.',
    },
    body: {
      fr: ['Les pannes imprévues ont baissé de moitié depuis la mise en service des premiers capteurs.'],
      en: ['Unplanned breakdowns have halved since the first sensors went live.'],
    },
    progress: 90,
    subsidiary: 'mfg-technologies',
    location: { fr: 'Mombasa, Kenya', en: 'Mombasa, Kenya' },
    image: image(7, 'Illustration d’équipements portuaires', 'Illustration of port equipment'),
    gallery: [],
    videos: {},
  },
  {
    id: '8',
    numericId: 8,
    slug: 'portail-client-digital',
    title: { fr: 'Portail client digital', en: 'Digital customer portal' },
    description: {
      fr: 'Un espace en ligne où les clients suivent leurs contrats, leurs factures et leur production solaire.',
      en: 'An online space where customers follow their contracts, invoices and solar output.',
    },
    body: {
      fr: ['Le portail est ouvert à tous les clients du groupe, en français et en anglais.'],
      en: ['The portal is open to every customer of the group, in French and English.'],
    },
    progress: 100,
    subsidiary: 'asking',
    location: { fr: 'Dar es Salaam, Tanzanie', en: 'Dar es Salaam, Tanzania' },
    image: image(8, 'Illustration d’un portail client', 'Illustration of a customer portal'),
    gallery: [],
    videos: {},
  },
];

const localizedFields: LocalizedFields[] = ['location', 'capacity', 'technology', 'objectives', 'impact', 'optimisation', 'chargerType', 'powerSupply', 'connectivity'];

function localize(source: BundledProjectSource, locale: Locale): Project {
  const { title, description, body, characteristics, image: img, gallery, ...rest } = source;
  const toImage = (i: { src: string; alt: Localized }): ContentImage => ({ src: i.src, alt: i.alt[locale], width: 800, height: 500 });
  const project: Project = {
    ...rest,
    location: undefined,
    capacity: undefined,
    technology: undefined,
    objectives: undefined,
    impact: undefined,
    optimisation: undefined,
    chargerType: undefined,
    powerSupply: undefined,
    connectivity: undefined,
    languages: routing.locales,
    title: title[locale],
    description: description[locale],
    contentHtml: body[locale].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
    characteristicsHtml: characteristics ? `<ul>${characteristics[locale].map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : undefined,
    image: toImage(img),
    gallery: gallery.map(toImage),
  };
  for (const field of localizedFields) {
    const value = source[field]?.[locale];
    if (value !== undefined) project[field] = value;
  }
  return project;
}

export const bundledProjects: Record<Locale, Project[]> = {
  fr: sources.map((source) => localize(source, 'fr')),
  en: sources.map((source) => localize(source, 'en')),
};
