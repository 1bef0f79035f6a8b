// The seven bundled events (spec §3), served when WordPress is not configured or its events cannot be read.
import { routing, type Locale } from '@/lib/i18n/routing';
import type { ContentImage, SiteEvent } from '@/lib/content/types';
import { escapeHtml } from '@/lib/text/escape-html';
import type { Localized } from '../localized';

type BundledEventSource = Omit<SiteEvent, 'languages' | 'title' | 'description' | 'contentHtml' | 'location' | 'image' | 'gallery' | 'tags'> & {
  title: Localized;
  description: Localized;
  body: Record<Locale, string[]>;
  location?: Localized;
  tags: Record<Locale, string[]>;
  image: { src: string; alt: Localized };
  gallery: { src: string; alt: Localized }[];
};

const image = (n: number, fr: string, en: string) => ({ src: `/images/events/event-${n}.svg`, alt: { fr, en } });

const sources: BundledEventSource[] = [
  {
    id: '3',
    numericId: 3,
    slug: 'forum-africain-transition-energetique',
    title: { fr: 'Forum africain de la transition énergétique', en: 'African Energy Transition Forum' },
    description: {
      fr: 'Trois jours d’échanges entre industriels, bailleurs et décideurs publics sur le financement des énergies renouvelables en Afrique de l’Est.',
      en: 'Three days of talks between industry, funders and policy makers on financing renewable energy in East Africa.',
    },
    body: {
      fr: [
        'Solio et ses filiales présentent leurs retours d’expérience sur les centrales solaires, le stockage et la mobilité électrique.',
        'Au programme : tables rondes, rencontres B2B et visite d’un site de production.',
      ],
      en: [
        'Solio and its subsidiaries share what they learned from solar plants, storage and electric mobility.',
        'On the programme: round tables, B2B meetings and a tour of a production site.',
      ],
    },
    dateText: '18-20 mars 2027',
    startTime: '09h00',
    endTime: '17h30',
    location: { fr: 'Kigali Convention Centre, Kigali, Rwanda', en: 'Kigali Convention Centre, Kigali, Rwanda' },
    type: 'upcoming',
    tags: { fr: ['Forum', 'Financement'], en: ['Forum', 'Funding'] },
    image: image(1, 'Illustration d’un forum sur l’énergie', 'Illustration of an energy forum'),
    gallery: [],
    videos: {},
    learnMoreUrl: 'https://www.rcb.rw/',
  },
  {
    id: '2',
    numericId: 2,
    slug: 'webinaire-mobilite-electrique',
    title: { fr: 'Webinaire : la mobilité électrique en Afrique de l’Est', en: 'Webinar: electric mobility in East Africa' },
    description: {
      fr: 'GEM E-Mobility présente son réseau de bornes et son offre de motos électriques pour les flottes professionnelles.',
      en: 'GEM E-Mobility presents its charging network and its electric motorcycles for business fleets.',
    },
    body: {
      fr: ['Une heure et demie pour comprendre le coût total de possession d’une flotte électrique, avec questions-réponses en direct.'],
      en: ['Ninety minutes to understand the total cost of ownership of an electric fleet, with a live Q&A.'],
    },
    dateText: '14/01/2027',
    startTime: '14:00',
    endTime: '15:30',
    location: { fr: 'En ligne', en: 'Online' },
    type: 'upcoming',
    tags: { fr: ['Webinaire', 'E-mobilité'], en: ['Webinar', 'E-mobility'] },
    image: image(2, 'Illustration d’un webinaire', 'Illustration of a webinar'),
    gallery: [],
    videos: {},
  },
  {
    id: '1',
    numericId: 1,
    slug: 'inauguration-centrale-solaire-nairobi',
    title: { fr: 'Inauguration de la centrale solaire de Nairobi', en: 'Inauguration of the Nairobi solar plant' },
    description: {
      fr: 'Growth Energy inaugure sa centrale solaire de 500 kW avec stockage, qui alimente une zone industrielle de Nairobi.',
      en: 'Growth Energy inaugurates its 500 kW solar plant with storage, which powers an industrial park in Nairobi.',
    },
    body: {
      fr: [
        'La centrale alimente plus de 2 000 foyers et plusieurs entreprises en énergie propre.',
        'Cérémonie officielle, visite guidée des installations et présentation du système de stockage.',
      ],
      en: [
        'The plant supplies clean energy to more than 2,000 households and several businesses.',
        'Official ceremony, guided tour of the installations and presentation of the storage system.',
      ],
    },
    dateText: '12/02/2027',
    startTime: '10h00',
    endTime: '13h00',
    location: { fr: 'Zone industrielle de Ruaraka, Nairobi, Kenya', en: 'Ruaraka industrial area, Nairobi, Kenya' },
    type: 'spotlight',
    tags: { fr: ['Solaire', 'Growth Energy'], en: ['Solar', 'Growth Energy'] },
    image: image(3, 'Illustration de la centrale solaire de Nairobi', 'Illustration of the Nairobi solar plant'),
    gallery: [
      image(4, 'Rangées de panneaux solaires', 'Rows of solar panels'),
      image(5, 'Le système de stockage', 'The storage system'),
      image(6, 'La salle de contrôle', 'The control room'),
      image(7, 'Les invités de l’inauguration', 'Guests at the inauguration'),
      image(8, 'La centrale au coucher du soleil', 'The plant at sunset'),
      image(9, 'Le raccordement au réseau', 'The grid connection'),
    ],
    videos: { youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
    learnMoreUrl: 'https://www.energy.go.ke/',
  },
  {
    id: '4',
    numericId: 4,
    slug: 'journee-portes-ouvertes-gem-bujumbura',
    title: { fr: 'Journée portes ouvertes GEM E-Mobility à Bujumbura', en: 'GEM E-Mobility open day in Bujumbura' },
    description: {
      fr: 'Essais de motos électriques, démonstration de la station d’échange de batteries et rencontre avec l’équipe locale.',
      en: 'Electric motorcycle test rides, a demonstration of the battery-swap station and a meeting with the local team.',
    },
    body: {
      fr: ['Entrée libre. Les conducteurs de moto-taxi peuvent s’inscrire sur place à un essai prolongé.'],
      en: ['Free entry. Motorcycle-taxi riders can sign up on site for an extended trial.'],
    },
    dateText: '2026-12-05',
    startTime: '9:00 am',
    endTime: '4:00 pm',
    location: { fr: 'Boulevard du Peuple Murundi, Bujumbura, Burundi', en: 'Boulevard du Peuple Murundi, Bujumbura, Burundi' },
    type: 'upcoming',
    tags: { fr: ['E-mobilité', 'Portes ouvertes'], en: ['E-mobility', 'Open day'] },
    image: image(4, 'Illustration d’une journée portes ouvertes', 'Illustration of an open day'),
    gallery: [],
    videos: {},
  },
  {
    id: '5',
    numericId: 5,
    slug: 'salon-energaia-2025',
    title: { fr: 'Salon Energaïa 2025', en: 'Energaïa 2025 trade fair' },
    description: {
      fr: 'Solio était présent au salon des énergies renouvelables de Montpellier pour présenter ses projets africains.',
      en: 'Solio attended the Montpellier renewable energy fair to present its African projects.',
    },
    body: {
      fr: ['Retrouvez les temps forts de notre participation : conférences, rencontres partenaires et démonstrations.'],
      en: ['The highlights of our participation: talks, partner meetings and demonstrations.'],
    },
    dateText: '10 juin 2025',
    startTime: '09h30',
    endTime: '18h00',
    location: { fr: 'Parc des Expositions, Montpellier, France', en: 'Parc des Expositions, Montpellier, France' },
    type: 'past',
    tags: { fr: ['Salon', 'Solaire'], en: ['Trade fair', 'Solar'] },
    image: image(5, 'Illustration d’un salon professionnel', 'Illustration of a trade fair'),
    gallery: [],
    videos: {},
  },
  {
    id: '6',
    numericId: 6,
    slug: 'lancement-erp-divalto-mfg',
    title: { fr: 'Lancement de l’ERP Divalto chez MFG Technologies', en: 'Divalto ERP go-live at MFG Technologies' },
    description: {
      fr: 'Présentation aux clients industriels du nouvel ERP qui relie production, maintenance et facturation.',
      en: 'Presentation to industrial customers of the new ERP linking production, maintenance and invoicing.',
    },
    body: {
      fr: ['Démonstrations des tableaux de bord et retour d’expérience de la première usine équipée.'],
      en: ['Dashboard demonstrations and feedback from the first equipped factory.'],
    },
    dateText: '15/09/2025',
    startTime: '2:00 pm',
    type: 'upcoming',
    tags: { fr: ['Digital', 'Industrie'], en: ['Digital', 'Industry'] },
    image: image(6, 'Illustration d’un logiciel de gestion', 'Illustration of management software'),
    gallery: [],
    videos: {},
  },
  {
    id: '7',
    numericId: 7,
    slug: 'atelier-efficacite-energetique-kigali',
    title: { fr: 'Atelier efficacité énergétique pour les PME', en: 'Energy efficiency workshop for SMEs' },
    description: {
      fr: 'Un atelier pratique pour mesurer sa consommation, repérer les pertes et financer ses premiers panneaux solaires.',
      en: 'A hands-on workshop to measure consumption, find losses and finance your first solar panels.',
    },
    body: {
      fr: ['Animé par les ingénieurs de Growth Energy et d’Asking, avec un outil de diagnostic offert aux participants.'],
      en: ['Run by Growth Energy and Asking engineers, with a free diagnostic tool for participants.'],
    },
    dateText: '22/10/2026',
    startTime: '08h30',
    endTime: '12h30',
    location: { fr: 'Kigali, Rwanda', en: 'Kigali, Rwanda' },
    type: 'upcoming',
    tags: { fr: ['Spotlight', 'Formation'], en: ['Spotlight', 'Training'] },
    image: image(7, 'Illustration d’un atelier', 'Illustration of a workshop'),
    gallery: [],
    videos: { linkedin: 'https://www.linkedin.com/company/solio' },
  },
];

function localize(source: BundledEventSource, locale: Locale): SiteEvent {
  const { title, description, body, location, tags, image: img, gallery, ...rest } = source;
  const toImage = (i: { src: string; alt: Localized }): ContentImage => ({ src: i.src, alt: i.alt[locale], width: 800, height: 500 });
  return {
    ...rest,
    languages: routing.locales,
    title: title[locale],
    description: description[locale],
    contentHtml: body[locale].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
    location: location?.[locale],
    tags: tags[locale],
    image: toImage(img),
    gallery: gallery.map(toImage),
  };
}

export const bundledEvents: Record<Locale, SiteEvent[]> = {
  fr: sources.map((source) => localize(source, 'fr')),
  en: sources.map((source) => localize(source, 'en')),
};
