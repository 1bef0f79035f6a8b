// Copy of /culture: four pillars, the where/how/evolution tabs, diversity and inclusion, careers calls to action.
import type { Localized } from './localized';

type Item = { id: string; title: string; text: string };

export type CultureCopy = {
  intro: { title: string; subtitle: string };
  pillars: { title: string; items: Item[] };
  principles: { title: string; intro: string; tabs: { id: 'lieu' | 'facon' | 'croissance'; label: string; heading: string; points: string[] }[] };
  diversity: { title: string; paragraphs: string[]; figures: { value: string; label: string }[] };
  cta: { title: string; text: string; join: string; commitments: string };
};

export const cultureCopy: Localized<CultureCopy> = {
  fr: {
    intro: { title: 'Notre culture', subtitle: 'Une équipe répartie sur trois continents, unie par le goût du concret et l’envie d’être utile.' },
    pillars: {
      title: 'Nos quatre piliers',
      items: [
        { id: 'ownership', title: 'Responsabilité', text: 'Chacun porte ses projets de bout en bout et dispose de l’autonomie pour décider.' },
        { id: 'learning', title: 'Apprentissage', text: 'Formations, mentorat et mobilité entre filiales font progresser chaque collaborateur.' },
        { id: 'field', title: 'Sens du terrain', text: 'Nos bureaux sont proches des chantiers et des clients : les décisions se prennent là où l’on en voit les effets.' },
        { id: 'care', title: 'Bienveillance', text: 'Nous attendons beaucoup les uns des autres, et nous prenons soin les uns des autres.' },
      ],
    },
    principles: {
      title: 'Comment nous travaillons',
      intro: 'Trois principes de fonctionnement partagés par toutes nos équipes.',
      tabs: [
        {
          id: 'lieu',
          label: 'Où',
          heading: 'Où nous travaillons',
          points: ['Des bureaux à Paris, Marseille, Montréal, Nairobi, Abuja, Lagos, Enugu, Zanzibar et Bujumbura', 'Du télétravail organisé avec chaque équipe', 'Des journées sur site auprès de nos clients et de nos centrales'],
        },
        {
          id: 'facon',
          label: 'Comment',
          heading: 'Notre façon de travailler',
          points: ['Des équipes mixtes énergie et digital sur les projets complexes', 'Des décisions documentées et partagées', 'Des rituels courts : point hebdomadaire, revue mensuelle, bilan de projet'],
        },
        {
          id: 'croissance',
          label: 'Évolution',
          heading: 'Évoluer avec nous',
          points: ['Un entretien de développement chaque année', 'Un budget de formation pour chaque collaborateur', 'Des mobilités entre filiales et entre pays'],
        },
      ],
    },
    diversity: {
      title: 'Diversité et inclusion',
      paragraphs: [
        'Nos équipes réunissent quatorze nationalités. Cette diversité est une force : elle nous rend plus justes dans la compréhension de nos clients et plus créatifs dans nos solutions.',
        'Nous recrutons sur les compétences, garantissons l’égalité salariale entre les femmes et les hommes à poste égal, et adaptons nos locaux et nos outils aux personnes en situation de handicap.',
      ],
      figures: [
        { value: '14', label: 'nationalités' },
        { value: '9', label: 'bureaux' },
        { value: '3', label: 'continents' },
      ],
    },
    cta: {
      title: 'Envie de nous rejoindre ?',
      text: 'Découvrez nos offres et les engagements que nous prenons envers nos collaborateurs.',
      join: 'Rejoignez-nous',
      commitments: 'Nos engagements RH',
    },
  },
  en: {
    intro: { title: 'Our culture', subtitle: 'A team spread across three continents, united by a hands-on mindset and a desire to make a difference.' },
    pillars: {
      title: 'Our four pillars',
      items: [
        { id: 'ownership', title: 'Ownership', text: 'Everyone carries their projects from start to finish and has the autonomy to decide.' },
        { id: 'learning', title: 'Learning', text: 'Training, mentoring and moves between subsidiaries help every team member grow.' },
        { id: 'field', title: 'Close to the field', text: 'Our offices are close to sites and clients: decisions are made where their effects can be seen.' },
        { id: 'care', title: 'Care', text: 'We expect a lot of each other, and we look after each other.' },
      ],
    },
    principles: {
      title: 'How we work',
      intro: 'Three operating principles shared by all our teams.',
      tabs: [
        {
          id: 'lieu',
          label: 'Where',
          heading: 'Where we work',
          points: ['Offices in Paris, Marseille, Montréal, Nairobi, Abuja, Lagos, Enugu, Zanzibar and Bujumbura', 'Remote work arranged with each team', 'Days on site with our clients and at our plants'],
        },
        {
          id: 'facon',
          label: 'How',
          heading: 'How we work',
          points: ['Mixed energy and digital teams on complex projects', 'Decisions written down and shared', 'Short rituals: weekly check-in, monthly review, project retrospective'],
        },
        {
          id: 'croissance',
          label: 'Evolution',
          heading: 'Growing with us',
          points: ['A development review every year', 'A training budget for every team member', 'Moves between subsidiaries and countries'],
        },
      ],
    },
    diversity: {
      title: 'Diversity and inclusion',
      paragraphs: [
        'Our teams bring together fourteen nationalities. This diversity is a strength: it helps us understand our clients better and makes our solutions more creative.',
        'We hire on skills, guarantee equal pay for women and men in equal roles, and adapt our premises and tools for people with disabilities.',
      ],
      figures: [
        { value: '14', label: 'nationalities' },
        { value: '9', label: 'offices' },
        { value: '3', label: 'continents' },
      ],
    },
    cta: {
      title: 'Want to join us?',
      text: 'Discover our openings and the commitments we make to our people.',
      join: 'Join us',
      commitments: 'Our HR commitments',
    },
  },
};
