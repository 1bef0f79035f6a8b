// Copy of the governance pages: leadership and executive committee introductions.
import type { Localized } from './localized';

export type GovernanceCopy = {
  direction: { title: string; subtitle: string };
  committee: { title: string; subtitle: string; meetings: string; indexLabel: string };
  profile: string;
  portraitAlt: string;
};

export const governanceCopy: Localized<GovernanceCopy> = {
  fr: {
    direction: { title: 'Direction', subtitle: 'Les femmes et les hommes qui dirigent le groupe et ses filiales au quotidien.' },
    committee: {
      title: 'Comité exécutif',
      subtitle: 'Le comité exécutif définit la stratégie du groupe, arbitre les investissements et veille à la cohérence entre les filiales.',
      meetings: 'Le comité exécutif se réunit chaque mois pour suivre l’avancement des projets, les résultats financiers et les indicateurs d’impact du groupe.',
      indexLabel: 'Membres du comité',
    },
    profile: 'Profil professionnel',
    portraitAlt: 'Portrait de {name}',
  },
  en: {
    direction: { title: 'Leadership', subtitle: 'The women and men who lead the group and its subsidiaries day to day.' },
    committee: {
      title: 'Executive committee',
      subtitle: 'The executive committee sets the group’s strategy, decides on investments and keeps the subsidiaries working as one.',
      meetings: 'The executive committee meets monthly to review project progress, financial results and the group’s impact indicators.',
      indexLabel: 'Committee members',
    },
    profile: 'Professional profile',
    portraitAlt: 'Portrait of {name}',
  },
};
