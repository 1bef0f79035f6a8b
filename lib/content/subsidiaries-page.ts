// Copy around the subsidiaries: /nos-filiales, /filiales and the extra sections of the growth-energy page.
import type { Localized } from './localized';

export type SubsidiariesPageCopy = {
  intro: { title: string; subtitle: string };
  whyUs: { title: string; items: { id: string; title: string; text: string }[] };
  indexLabel: string;
  keyActivities: string;
  discover: string;
};

export const subsidiariesPageCopy: Localized<SubsidiariesPageCopy> = {
  fr: {
    intro: { title: 'Nos filiales', subtitle: 'Quatre entreprises spécialisées qui couvrent ensemble toute la chaîne de la transition énergétique et digitale.' },
    whyUs: {
      title: 'Pourquoi nous choisir',
      items: [
        { id: 'one-partner', title: 'Un interlocuteur unique', text: 'Énergie, mobilité et digital réunis : un seul partenaire pour un projet complet, de l’étude à l’exploitation.' },
        { id: 'local', title: 'Des équipes locales', text: 'Nos équipes vivent là où elles travaillent et connaissent les réglementations, les fournisseurs et les usages.' },
        { id: 'commitment', title: 'Un engagement dans la durée', text: 'Nous exploitons et maintenons ce que nous construisons : notre réussite dépend de la vôtre.' },
      ],
    },
    indexLabel: 'Sommaire des filiales',
    keyActivities: 'Activités clés',
    discover: 'Découvrir',
  },
  en: {
    intro: { title: 'Our subsidiaries', subtitle: 'Four specialised companies that together cover the whole chain of the energy and digital transition.' },
    whyUs: {
      title: 'Why choose us',
      items: [
        { id: 'one-partner', title: 'One single partner', text: 'Energy, mobility and digital under one roof: one partner for a complete project, from study to operation.' },
        { id: 'local', title: 'Local teams', text: 'Our people live where they work and know the regulations, suppliers and practices.' },
        { id: 'commitment', title: 'A long-term commitment', text: 'We operate and maintain what we build: our success depends on yours.' },
      ],
    },
    indexLabel: 'Subsidiaries index',
    keyActivities: 'Key activities',
    discover: 'Discover',
  },
};

/** Slug of the Nairobi inauguration among the bundled events (the spec's {token}). */
const nairobiInaugurationEventSlug = 'inauguration-centrale-solaire-nairobi';

export type GrowthEnergyCopy = {
  figuresTitle: string;
  process: { title: string; steps: { title: string; text: string }[] };
  news: { title: string; cards: { id: string; href: string; title: string; text: string; cta: string }[] };
  nairobiNote: { title: string; text: string };
};

export const growthEnergyCopy: Localized<GrowthEnergyCopy> = {
  fr: {
    figuresTitle: 'Growth Energy en chiffres',
    process: {
      title: 'Notre démarche en 4 étapes',
      steps: [
        { title: 'Étude', text: 'Visite de site, analyse des consommations et étude de faisabilité.' },
        { title: 'Conception', text: 'Dimensionnement de l’installation, choix des équipements et plan de financement.' },
        { title: 'Installation', text: 'Construction par nos équipes certifiées et mise en service.' },
        { title: 'Suivi', text: 'Supervision à distance, maintenance préventive et rapports de performance.' },
      ],
    },
    news: {
      title: 'Actualités',
      cards: [
        { id: 'event-3', href: '/actualites/evenements/3', title: 'Growth Energy à la rencontre des acteurs de l’énergie', text: 'Retrouvez nos équipes lors de nos prochains rendez-vous professionnels.', cta: 'Voir l’événement' },
        { id: 'nairobi', href: `/actualites/evenements/${nairobiInaugurationEventSlug}`, title: 'Inauguration de la centrale solaire de Nairobi', text: 'Cérémonie, visite des installations et présentation du stockage de notre centrale de 500 kW.', cta: 'Voir l’événement' },
      ],
    },
    nairobiNote: {
      title: 'Inauguration de la centrale de Nairobi',
      text: 'Notre centrale solaire de 500 kW à Nairobi alimente plus de 2 000 foyers et plusieurs entreprises en énergie propre. Son inauguration réunit les autorités locales, nos partenaires et les habitants.',
    },
  },
  en: {
    figuresTitle: 'Growth Energy in figures',
    process: {
      title: 'Our 4-step approach',
      steps: [
        { title: 'Study', text: 'Site visit, consumption analysis and feasibility study.' },
        { title: 'Design', text: 'System sizing, choice of equipment and financing plan.' },
        { title: 'Installation', text: 'Construction by our certified teams and commissioning.' },
        { title: 'Follow-up', text: 'Remote monitoring, preventive maintenance and performance reports.' },
      ],
    },
    news: {
      title: 'News',
      cards: [
        { id: 'event-3', href: '/actualites/evenements/3', title: 'Growth Energy meets the energy community', text: 'Meet our teams at our upcoming industry events.', cta: 'See the event' },
        { id: 'nairobi', href: `/actualites/evenements/${nairobiInaugurationEventSlug}`, title: 'Inauguration of the Nairobi solar plant', text: 'Ceremony, site tour and a presentation of the storage of our 500 kW plant.', cta: 'See the event' },
      ],
    },
    nairobiNote: {
      title: 'Inauguration of the Nairobi plant',
      text: 'Our 500 kW solar plant in Nairobi supplies clean energy to more than 2,000 households and several businesses. Its inauguration brings together local authorities, our partners and residents.',
    },
  },
};
