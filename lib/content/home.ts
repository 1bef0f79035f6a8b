// Copy of the home page: hero, topic links, mission/vision/objectives tabs and the activities block.
import type { Localized } from './localized';

/** `inEnglish`: said on a French card whose page exists in English only, so it does not surprise. */
export type TopicLink = { id: string; href: string; title: string; text: string; inEnglish?: string };

export type HomeCopy = {
  hero: { eyebrow: string; title: string; subtitle: string; discover: string; contact: string; posterAlt: string; pauseVideo: string; playVideo: string };
  topics: { title: string; intro: string; items: TopicLink[] };
  pillars: {
    title: string;
    intro: string;
    tabs: { id: 'mission' | 'vision' | 'objectives'; label: string; heading: string; text: string; points: string[] }[];
    learnMore: string;
  };
  activities: {
    title: string;
    intro: string;
    blocks: { id: 'energy' | 'digital'; title: string; text: string; points: string[] }[];
    cta: string;
  };
  subsidiaries: { title: string; intro: string; cta: string };
};

export const homeCopy: Localized<HomeCopy> = {
  fr: {
    hero: {
      eyebrow: 'Énergie & digital',
      title: 'Accélérer la transition énergétique et numérique',
      subtitle:
        'Solio réunit des expertises en énergie solaire, stockage, mobilité électrique et transformation digitale pour bâtir des solutions durables en Afrique, en Amérique du Nord et en Europe.',
      discover: 'Découvrir le groupe',
      contact: 'Nous contacter',
      posterAlt: 'Un soleil se lève sur un dégradé vert et or, symbole de l’énergie solaire.',
      pauseVideo: 'Mettre la vidéo en pause',
      playVideo: 'Lire la vidéo',
    },
    topics: {
      title: 'Nos domaines d’action',
      intro: 'Cinq portes d’entrée pour comprendre ce que nous faisons et où nous le faisons.',
      items: [
        { id: 'energy-transition', href: '/filiales/growth-energy', title: 'Transition énergétique', text: 'Centrales solaires, stockage et électrification rurale avec Growth Energy.' },
        { id: 'digital-transformation', href: '/filiales/asking', title: 'Transformation digitale', text: 'Données, tableaux de bord et systèmes de gestion avec Asking.' },
        { id: 'sustainable-impact', href: '/filiales/gem-e-mobility', title: 'Impact durable', text: 'Une mobilité électrique rechargée par le soleil avec GEM E-Mobility.' },
        { id: 'presence', href: '/presence', title: 'Présence internationale', text: 'Des bureaux en France, au Canada et dans quatre pays d’Afrique.' },
        {
          id: 'showrooms',
          href: '/showrooms',
          title: 'Showrooms',
          text: 'Venez tester nos solutions dans nos showrooms de Zanzibar.',
          inEnglish: 'Page en anglais',
        },
      ],
    },
    pillars: {
      title: 'Ce qui nous guide',
      intro: 'Notre raison d’être, notre ambition et nos engagements à l’horizon 2030.',
      tabs: [
        {
          id: 'mission',
          label: 'Mission',
          heading: 'Rendre l’énergie propre et le numérique accessibles à tous',
          text: 'Nous concevons et exploitons des solutions qui fournissent une énergie fiable, abordable et décarbonée, et des outils numériques qui aident les organisations à mieux décider.',
          points: ['Électrifier les territoires encore hors réseau', 'Outiller les entreprises avec des données fiables', 'Former des équipes locales qualifiées'],
        },
        {
          id: 'vision',
          label: 'Vision',
          heading: 'Un acteur de référence de la transition en Afrique et au-delà',
          text: 'Nous voulons devenir le partenaire de confiance des entreprises et des collectivités qui font le choix de l’énergie solaire et de la transformation digitale.',
          points: ['Des projets utiles, mesurés et durables', 'Des filiales complémentaires', 'Une présence sur trois continents'],
        },
        {
          id: 'objectives',
          label: 'Objectifs',
          heading: 'Nos objectifs pour 2030',
          text: 'Des engagements concrets, suivis chaque année, pour mesurer notre contribution.',
          points: ['100 MW de capacité solaire installée', '1 million de personnes ayant accès à une énergie propre', '1 000 organisations accompagnées dans leur transformation digitale'],
        },
      ],
      learnMore: 'En savoir plus sur notre mission et notre vision',
    },
    activities: {
      title: 'Nos activités',
      intro: 'Deux métiers complémentaires, une même exigence de résultat.',
      blocks: [
        {
          id: 'energy',
          title: 'Énergie',
          text: 'Solaire photovoltaïque, stockage par batteries, électrification rurale, mobilité électrique et financement de projets.',
          points: ['Études et ingénierie', 'Construction et mise en service', 'Exploitation et maintenance'],
        },
        {
          id: 'digital',
          title: 'Digital',
          text: 'Intégration ERP et CRM, analyse et visualisation de données, supervision connectée des installations.',
          points: ['Cadrage et conseil', 'Intégration et migration', 'Tableaux de bord et formation'],
        },
      ],
      cta: 'Découvrir nos activités',
    },
    subsidiaries: {
      title: 'Nos filiales',
      intro: 'Quatre entreprises spécialisées, une stratégie commune.',
      cta: 'Voir toutes nos filiales',
    },
  },
  en: {
    hero: {
      eyebrow: 'Energy & digital',
      title: 'Accelerating the energy and digital transition',
      subtitle:
        'Solio brings together expertise in solar power, storage, electric mobility and digital transformation to build lasting solutions in Africa, North America and Europe.',
      discover: 'Discover the group',
      contact: 'Contact us',
      posterAlt: 'A sun rising over a green and gold gradient, a symbol of solar energy.',
      pauseVideo: 'Pause the video',
      playVideo: 'Play the video',
    },
    topics: {
      title: 'What we work on',
      intro: 'Five ways to explore what we do and where we do it.',
      items: [
        { id: 'energy-transition', href: '/filiales/growth-energy', title: 'Energy transition', text: 'Solar plants, storage and rural electrification with Growth Energy.' },
        { id: 'digital-transformation', href: '/filiales/asking', title: 'Digital transformation', text: 'Data, dashboards and business systems with Asking.' },
        { id: 'sustainable-impact', href: '/filiales/gem-e-mobility', title: 'Sustainable impact', text: 'Electric mobility charged by the sun with GEM E-Mobility.' },
        { id: 'presence', href: '/presence', title: 'International presence', text: 'Offices in France, Canada and four African countries.' },
        { id: 'showrooms', href: '/showrooms', title: 'Showrooms', text: 'Try our solutions in our Zanzibar showrooms.' },
      ],
    },
    pillars: {
      title: 'What drives us',
      intro: 'Our purpose, our ambition and our commitments for 2030.',
      tabs: [
        {
          id: 'mission',
          label: 'Mission',
          heading: 'Making clean energy and digital tools accessible to all',
          text: 'We design and operate solutions that deliver reliable, affordable, low-carbon energy, and digital tools that help organisations make better decisions.',
          points: ['Electrifying areas still off the grid', 'Equipping businesses with reliable data', 'Training skilled local teams'],
        },
        {
          id: 'vision',
          label: 'Vision',
          heading: 'A leading player in the transition, in Africa and beyond',
          text: 'We aim to be the trusted partner of the businesses and communities that choose solar energy and digital transformation.',
          points: ['Useful, measured and lasting projects', 'Complementary subsidiaries', 'A presence on three continents'],
        },
        {
          id: 'objectives',
          label: 'Objectives',
          heading: 'Our objectives for 2030',
          text: 'Concrete commitments, tracked every year, to measure our contribution.',
          points: ['100 MW of installed solar capacity', '1 million people with access to clean energy', '1,000 organisations supported in their digital transformation'],
        },
      ],
      learnMore: 'Learn more about our mission and vision',
    },
    activities: {
      title: 'Our activities',
      intro: 'Two complementary businesses, one commitment to results.',
      blocks: [
        {
          id: 'energy',
          title: 'Energy',
          text: 'Solar photovoltaics, battery storage, rural electrification, electric mobility and project financing.',
          points: ['Studies and engineering', 'Construction and commissioning', 'Operation and maintenance'],
        },
        {
          id: 'digital',
          title: 'Digital',
          text: 'ERP and CRM integration, data analysis and visualisation, connected monitoring of installations.',
          points: ['Scoping and advice', 'Integration and migration', 'Dashboards and training'],
        },
      ],
      cta: 'Discover our activities',
    },
    subsidiaries: {
      title: 'Our subsidiaries',
      intro: 'Four specialised companies, one shared strategy.',
      cta: 'See all our subsidiaries',
    },
  },
};
