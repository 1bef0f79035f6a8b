// Copy of /presentation: hero, history, impact and the meaning of the group's name.
import { groupFigures } from './figures';
import type { Localized } from './localized';

export type PresentationCopy = {
  hero: { eyebrow: string; title: string; subtitle: string; subsidiaries: string; contact: string; scrollDown: string };
  history: { title: string; milestones: { year: string; title: string; text: string }[] };
  impact: { title: string; intro: string; plant: string; households: string };
  name: { title: string; paragraphs: string[]; quote: string; quoteAuthor: string };
};

const { foundedYear, renamedYear } = groupFigures;

export const presentationCopy: Localized<PresentationCopy> = {
  fr: {
    hero: {
      eyebrow: 'Qui sommes-nous',
      title: 'Un groupe pluridisciplinaire au service de la transition',
      subtitle:
        'Depuis 2019, nous réunissons ingénieurs, financiers et experts du numérique pour concevoir des solutions énergétiques et digitales qui changent durablement le quotidien.',
      subsidiaries: 'Découvrir nos filiales',
      contact: 'Nous contacter',
      scrollDown: 'Faire défiler jusqu’à notre histoire',
    },
    history: {
      title: 'Notre histoire',
      milestones: [
        { year: String(foundedYear), title: 'La fondation', text: 'Le groupe naît à Nairobi avec une conviction : l’énergie solaire peut électrifier les territoires que le réseau n’atteint pas.' },
        { year: '2021', title: 'Le virage digital', text: 'L’arrivée d’experts de l’ERP et de la donnée élargit notre offre à la transformation digitale des entreprises.' },
        { year: '2023', title: 'L’international', text: 'Ouverture de bureaux au Nigeria, au Burundi, à Zanzibar, en France et au Canada.' },
        { year: String(renamedYear), title: 'Solio', text: 'Le groupe prend le nom de Solio et réunit quatre filiales sous une même bannière.' },
      ],
    },
    impact: {
      title: 'Notre impact',
      intro: 'Des résultats concrets, mesurés sur le terrain.',
      plant: 'Une centrale solaire de 500 kW en exploitation',
      households: 'Plus de 2 000 foyers électrifiés',
    },
    name: {
      title: 'Pourquoi « Solio » ?',
      paragraphs: [
        'Solio vient de « sol », le soleil en latin, source de l’énergie que nous produisons, et de la terre sur laquelle nous construisons nos projets.',
        'Le nom rappelle aussi la solidité et la solidarité : des installations faites pour durer, et des communautés qui en partagent les bénéfices.',
      ],
      quote: 'Le soleil se lève pour tout le monde ; notre métier est de faire en sorte que son énergie profite à chacun.',
      quoteAuthor: 'Amani Kariuki, président-directeur général',
    },
  },
  en: {
    hero: {
      eyebrow: 'Who we are',
      title: 'A multidisciplinary group driving the transition',
      subtitle:
        'Since 2019 we have brought together engineers, financiers and digital experts to design energy and digital solutions that change everyday life for good.',
      subsidiaries: 'Discover our subsidiaries',
      contact: 'Contact us',
      scrollDown: 'Scroll down to our history',
    },
    history: {
      title: 'Our history',
      milestones: [
        { year: String(foundedYear), title: 'Founded', text: 'The group is born in Nairobi with one conviction: solar power can electrify the places the grid does not reach.' },
        { year: '2021', title: 'Going digital', text: 'ERP and data experts join us and extend our offer to the digital transformation of businesses.' },
        { year: '2023', title: 'Going international', text: 'Offices open in Nigeria, Burundi, Zanzibar, France and Canada.' },
        { year: String(renamedYear), title: 'Solio', text: 'The group takes the name Solio and brings four subsidiaries under one banner.' },
      ],
    },
    impact: {
      title: 'Our impact',
      intro: 'Concrete results, measured in the field.',
      plant: 'A 500 kW solar plant in operation',
      households: 'More than 2,000 households electrified',
    },
    name: {
      title: 'Why “Solio”?',
      paragraphs: [
        'Solio comes from “sol”, Latin for the sun, the source of the energy we produce, and the ground on which we build our projects.',
        'The name also stands for solidity and solidarity: installations built to last, and communities that share their benefits.',
      ],
      quote: 'The sun rises for everyone; our job is to make sure its energy benefits everyone.',
      quoteAuthor: 'Amani Kariuki, Chairman and CEO',
    },
  },
};
