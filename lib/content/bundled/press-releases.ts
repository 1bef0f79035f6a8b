// Press releases served when no WordPress is configured, so the site runs on a fresh machine.
import { routing, type Locale } from '@/lib/i18n/routing';
import { escapeHtml } from '@/lib/text/escape-html';
import { localizedImage, pressImages } from '../press-assets';
import type { PressRelease } from '../types';
import type { Localized } from '../localized';

type BundledRelease = {
  id: string;
  date: string;
  title: Localized;
  excerpt: Localized;
  paragraphs: Record<Locale, string[]>;
  image: keyof typeof pressImages;
  gallery: (keyof typeof pressImages)[];
  tags: string[];
  youtube?: string;
  linkedin?: string;
};

const releases: BundledRelease[] = [
  {
    id: 'solio-inaugure-centrale-solaire-nairobi',
    date: '2026-09-18',
    title: { fr: 'Growth Energy inaugure une centrale solaire de 600 kWc à Nairobi', en: 'Growth Energy opens a 600 kWp solar plant in Nairobi' },
    excerpt: {
      fr: 'La centrale, couplée à 600 kWh de stockage, évitera 350 tonnes de CO2 par an sur le site industriel de notre client.',
      en: 'The plant, paired with 600 kWh of storage, will avoid 350 tonnes of CO2 a year at our client’s industrial site.',
    },
    paragraphs: {
      fr: [
        'Growth Energy, filiale du groupe Solio, a mis en service une centrale photovoltaïque de 600 kWc à Nairobi, au Kenya.',
        'Couplée à un système de stockage de 600 kWh, elle couvre l’essentiel des besoins diurnes du site et réduit sa dépendance au diesel.',
        'Le chantier a mobilisé une équipe locale formée par nos ingénieurs, qui assurera aussi la maintenance.',
      ],
      en: [
        'Growth Energy, a Solio group subsidiary, has commissioned a 600 kWp photovoltaic plant in Nairobi, Kenya.',
        'Paired with a 600 kWh storage system, it covers most of the site’s daytime needs and reduces its reliance on diesel.',
        'The plant was built by a local team trained by our engineers, which will also handle its maintenance.',
      ],
    },
    image: 'solarPlant',
    gallery: ['solarPlant', 'digital'],
    tags: ['Growth Energy', 'Africa', 'Solar'],
    youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    id: 'gem-deploie-bornes-recharge',
    date: '2026-07-02',
    title: { fr: 'GEM E-Mobility déploie son premier réseau de bornes de recharge', en: 'GEM E-Mobility rolls out its first charging network' },
    excerpt: {
      fr: 'Vingt bornes rapides installées dans trois villes pour accompagner l’électrification des flottes professionnelles.',
      en: 'Twenty fast chargers installed in three cities to support the electrification of business fleets.',
    },
    paragraphs: {
      fr: [
        'GEM E-Mobility a installé vingt bornes de recharge rapide réparties dans trois villes.',
        'Le réseau est supervisé à distance et accepte le paiement par carte comme par mobile.',
      ],
      en: [
        'GEM E-Mobility has installed twenty fast chargers across three cities.',
        'The network is monitored remotely and accepts both card and mobile payments.',
      ],
    },
    image: 'evCharger',
    gallery: ['evCharger', 'solarPlant', 'digital'],
    tags: ['GEM', 'E-Mobility', 'Africa'],
    linkedin: 'https://www.linkedin.com/company/solio-group',
  },
  {
    id: 'asking-partenariat-erp',
    date: '2026-05-12',
    title: { fr: 'Asking signe un partenariat stratégique pour la transformation numérique', en: 'Asking signs a strategic partnership for digital transformation' },
    excerpt: {
      fr: 'Le partenariat renforce l’offre ERP et data d’Asking auprès des entreprises industrielles.',
      en: 'The partnership strengthens Asking’s ERP and data offer for industrial companies.',
    },
    paragraphs: {
      fr: [
        'Asking, la filiale numérique du groupe, a signé un partenariat stratégique avec un éditeur de logiciels de gestion.',
        'Les clients bénéficieront d’un accompagnement de bout en bout, du cadrage à la formation des équipes.',
      ],
      en: [
        'Asking, the group’s digital subsidiary, has signed a strategic partnership with a business software publisher.',
        'Clients will get end-to-end support, from scoping to team training.',
      ],
    },
    image: 'partnership',
    gallery: ['partnership', 'digital'],
    tags: ['Asking', 'Partnership', 'Digital'],
  },
  {
    id: 'mfg-technologies-nouvelle-ligne',
    date: '2026-03-24',
    title: { fr: 'MFG Technologies ouvre une nouvelle ligne d’assemblage', en: 'MFG Technologies opens a new assembly line' },
    excerpt: {
      fr: 'La ligne produira des armoires électriques et des coffrets de stockage pour les projets du groupe.',
      en: 'The line will build electrical cabinets and storage enclosures for the group’s projects.',
    },
    paragraphs: {
      fr: [
        'MFG Technologies a inauguré une ligne d’assemblage dédiée aux armoires électriques et aux coffrets de stockage.',
        'Cette capacité de production locale raccourcit les délais des projets et crée quinze emplois qualifiés.',
      ],
      en: [
        'MFG Technologies has opened an assembly line dedicated to electrical cabinets and storage enclosures.',
        'This local production capacity shortens project lead times and creates fifteen skilled jobs.',
      ],
    },
    image: 'digital',
    gallery: [],
    tags: ['MFG', 'Innovation'],
  },
  {
    id: 'solio-nouvelle-identite',
    date: '2025-11-05',
    title: { fr: 'Le groupe devient Solio', en: 'The group becomes Solio' },
    excerpt: {
      fr: 'Une identité commune pour quatre filiales engagées dans la transition énergétique et numérique.',
      en: 'One shared identity for four subsidiaries committed to the energy and digital transition.',
    },
    paragraphs: {
      fr: [
        'Le groupe adopte le nom Solio, qui réunit Growth Energy, Asking, MFG Technologies et GEM E-Mobility.',
        'Cette identité commune traduit une ambition : accélérer la transition énergétique et numérique de nos clients.',
      ],
      en: [
        'The group takes the name Solio, bringing together Growth Energy, Asking, MFG Technologies and GEM E-Mobility.',
        'This shared identity reflects one ambition: speeding up our clients’ energy and digital transition.',
      ],
    },
    image: 'partnership',
    gallery: ['partnership', 'solarPlant', 'evCharger', 'digital', 'placeholder', 'solarPlant'],
    tags: ['Solio'],
  },
  {
    id: 'solio-expansion-afrique-est',
    date: '2025-06-30',
    title: { fr: 'Solio renforce sa présence en Afrique de l’Est', en: 'Solio strengthens its presence in East Africa' },
    excerpt: {
      fr: 'Ouverture d’un bureau à Bujumbura et recrutement d’une équipe projets dédiée à la région.',
      en: 'A new office in Bujumbura and a project team dedicated to the region.',
    },
    paragraphs: {
      fr: [
        'Solio ouvre un bureau à Bujumbura, au Burundi, pour accompagner la croissance de ses projets dans la région.',
        'Une équipe projets dédiée y sera recrutée au cours des prochains mois.',
      ],
      en: [
        'Solio is opening an office in Bujumbura, Burundi, to support the growth of its projects in the region.',
        'A dedicated project team will be recruited there over the coming months.',
      ],
    },
    image: 'solarPlant',
    gallery: ['solarPlant', 'evCharger'],
    tags: ['Solio', 'Africa', 'Expansion'],
  },
];

function toRelease(release: BundledRelease, locale: Locale): PressRelease {
  return {
    id: release.id,
    slug: release.id,
    languages: routing.locales,
    title: release.title[locale],
    excerpt: release.excerpt[locale],
    date: release.date,
    contentHtml: release.paragraphs[locale].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    image: localizedImage(pressImages[release.image], locale),
    gallery: release.gallery.map((key) => localizedImage(pressImages[key], locale)),
    tags: release.tags,
    videos: { ...(release.youtube ? { youtube: release.youtube } : {}), ...(release.linkedin ? { linkedin: release.linkedin } : {}) },
  };
}

export const bundledPressReleases: Record<Locale, PressRelease[]> = {
  fr: releases.map((release) => toRelease(release, 'fr')),
  en: releases.map((release) => toRelease(release, 'en')),
};
