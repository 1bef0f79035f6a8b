// The executive committee (spec §3): five members with their biographies, on /gouvernance/comite-executif.
import type { Leader } from './leaders';
import type { Localized } from './localized';

export type Executive = Leader & { bio: Localized<string[]> };

export const executives: Executive[] = [
  {
    id: 'amani-kariuki',
    name: 'Amani Kariuki',
    title: { fr: 'Président-directeur général', en: 'Chairman and Chief Executive Officer' },
    profileUrl: 'https://www.linkedin.com/in/amani-kariuki-solio',
    bio: {
      fr: [
        'Ingénieur en énergie de formation, Amani Kariuki a fondé le groupe en 2019 après quinze ans consacrés au développement de projets solaires en Afrique de l’Est.',
        'Il fixe la stratégie du groupe et veille à ce que chaque filiale allie performance économique et impact mesurable sur les territoires.',
      ],
      en: [
        'An energy engineer by training, Amani Kariuki founded the group in 2019 after fifteen years developing solar projects in East Africa.',
        'He sets the group’s strategy and makes sure every subsidiary combines economic performance with measurable impact on communities.',
      ],
    },
  },
  {
    id: 'elodie-marchand',
    name: 'Élodie Marchand',
    title: { fr: 'Directrice générale déléguée', en: 'Deputy Chief Executive Officer' },
    profileUrl: 'https://www.linkedin.com/in/elodie-marchand-solio',
    bio: {
      fr: [
        'Passée par le conseil en stratégie à Paris, Élodie Marchand a rejoint le groupe en 2020 pour structurer son développement international.',
        'Elle pilote les partenariats, la transformation digitale du groupe et la coordination entre les filiales.',
      ],
      en: [
        'After a career in strategy consulting in Paris, Élodie Marchand joined the group in 2020 to structure its international growth.',
        'She leads partnerships, the group’s digital transformation and coordination between the subsidiaries.',
      ],
    },
  },
  {
    id: 'jean-baptiste-niyonzima',
    name: 'Jean-Baptiste Niyonzima',
    title: { fr: 'Directeur administratif et financier', en: 'Chief Financial Officer' },
    profileUrl: 'https://www.linkedin.com/in/jean-baptiste-niyonzima-solio',
    bio: {
      fr: [
        'Expert du financement de projets d’infrastructure, Jean-Baptiste Niyonzima a travaillé pour plusieurs institutions de développement à Bujumbura et Nairobi.',
        'Il conçoit les montages financiers des centrales du groupe et garantit la solidité de ses comptes.',
      ],
      en: [
        'A specialist in infrastructure project finance, Jean-Baptiste Niyonzima worked for several development institutions in Bujumbura and Nairobi.',
        'He designs the financing of the group’s plants and safeguards the soundness of its accounts.',
      ],
    },
  },
  {
    id: 'chiamaka-okafor',
    name: 'Chiamaka Okafor',
    title: { fr: 'Directrice des opérations Afrique', en: 'Chief Operating Officer, Africa' },
    profileUrl: 'https://www.linkedin.com/in/chiamaka-okafor-solio',
    bio: {
      fr: [
        'Ingénieure électricienne, Chiamaka Okafor a dirigé des programmes d’électrification rurale au Nigeria avant de rejoindre le groupe.',
        'Elle supervise les chantiers, l’exploitation et la maintenance des installations sur le continent, depuis Abuja et Nairobi.',
      ],
      en: [
        'An electrical engineer, Chiamaka Okafor led rural electrification programmes in Nigeria before joining the group.',
        'She oversees construction, operation and maintenance of the group’s installations across the continent, from Abuja and Nairobi.',
      ],
    },
  },
  {
    id: 'helene-ndiaye-cote',
    name: 'Hélène N’Diaye-Côté',
    title: { fr: 'Directrice du digital et des données', en: 'Chief Digital and Data Officer' },
    profileUrl: 'https://www.linkedin.com/in/helene-ndiaye-cote-solio',
    bio: {
      fr: [
        'Hélène N’Diaye-Côté a bâti des plateformes de données pour des industriels québécois pendant dix ans, à Montréal.',
        'Elle porte l’offre digitale du groupe, de l’intégration ERP à l’analyse de données, et la supervision connectée des centrales.',
      ],
      en: [
        'Hélène N’Diaye-Côté spent ten years building data platforms for Quebec manufacturers in Montréal.',
        'She leads the group’s digital offer, from ERP integration to data analytics, and the connected monitoring of its plants.',
      ],
    },
  },
];
