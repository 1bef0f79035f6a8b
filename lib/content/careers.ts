// Careers content: HR commitments (four groups of four), testimonials, statistics and 'Why join us'.
import type { Localized } from './localized';

/** Names of lucide icons the careers components know how to draw. */
export type CareersIcon =
  | 'graduation-cap'
  | 'trending-up'
  | 'users'
  | 'compass'
  | 'heart-pulse'
  | 'clock'
  | 'shield-check'
  | 'coffee'
  | 'globe'
  | 'scale'
  | 'hand-heart'
  | 'accessibility'
  | 'leaf'
  | 'sun'
  | 'handshake'
  | 'lightbulb'
  | 'sparkles';

export type HrItem = { title: Localized; description: Localized; icon: CareersIcon };

export type HrGroupKey = 'development' | 'wellbeing' | 'diversity' | 'engagement';

export type HrGroup = { key: HrGroupKey; label: Localized; intro: Localized; items: HrItem[] };

export const hrCommitmentGroups: HrGroup[] = [
  {
    key: 'development',
    label: { fr: 'Développement', en: 'Development' },
    intro: {
      fr: 'Nous investissons dans les compétences de chacun, du premier jour aux responsabilités de demain.',
      en: 'We invest in everyone’s skills, from day one to tomorrow’s responsibilities.',
    },
    items: [
      {
        icon: 'graduation-cap',
        title: { fr: 'Formation continue', en: 'Continuous learning' },
        description: {
          fr: 'Un budget de formation annuel par collaborateur et des certifications techniques en solaire, stockage et mobilité électrique.',
          en: 'An annual training budget per employee and technical certifications in solar, storage and electric mobility.',
        },
      },
      {
        icon: 'trending-up',
        title: { fr: 'Évolution de carrière', en: 'Career growth' },
        description: {
          fr: 'Des entretiens annuels et des parcours clairs entre métiers, filiales et pays du groupe.',
          en: 'Annual reviews and clear paths across disciplines, subsidiaries and countries of the group.',
        },
      },
      {
        icon: 'users',
        title: { fr: 'Mentorat', en: 'Mentoring' },
        description: {
          fr: 'Chaque nouvel arrivant est accompagné par un mentor expérimenté pendant sa première année.',
          en: 'Every newcomer is supported by an experienced mentor during their first year.',
        },
      },
      {
        icon: 'compass',
        title: { fr: 'Mobilité internationale', en: 'International mobility' },
        description: {
          fr: 'Des missions entre l’Afrique, l’Europe et l’Amérique du Nord pour partager les savoir-faire.',
          en: 'Assignments across Africa, Europe and North America to share know-how.',
        },
      },
    ],
  },
  {
    key: 'wellbeing',
    label: { fr: 'Bien-être', en: 'Well-being' },
    intro: {
      fr: 'Des conditions de travail saines et sûres, sur les chantiers comme au bureau.',
      en: 'Healthy and safe working conditions, on site and in the office.',
    },
    items: [
      {
        icon: 'heart-pulse',
        title: { fr: 'Santé', en: 'Health' },
        description: {
          fr: 'Une assurance santé privée pour les collaborateurs et leur famille dans tous nos pays.',
          en: 'Private health insurance for employees and their families in all our countries.',
        },
      },
      {
        icon: 'clock',
        title: { fr: 'Flexibilité', en: 'Flexibility' },
        description: {
          fr: 'Des horaires aménageables et du télétravail pour les fonctions qui le permettent.',
          en: 'Flexible hours and remote work for the roles that allow it.',
        },
      },
      {
        icon: 'shield-check',
        title: { fr: 'Sécurité', en: 'Safety' },
        description: {
          fr: 'Des équipements de protection, des formations HSE et un objectif zéro accident sur nos chantiers.',
          en: 'Protective equipment, HSE training and a zero-accident goal on our sites.',
        },
      },
      {
        icon: 'coffee',
        title: { fr: 'Équilibre de vie', en: 'Work-life balance' },
        description: {
          fr: 'Des congés respectés, un congé parental étendu et un soutien psychologique confidentiel.',
          en: 'Time off that is respected, extended parental leave and confidential psychological support.',
        },
      },
    ],
  },
  {
    key: 'diversity',
    label: { fr: 'Diversité', en: 'Diversity' },
    intro: {
      fr: 'Des équipes à l’image des pays où nous travaillons, où chacun a sa place.',
      en: 'Teams that reflect the countries we work in, where everyone belongs.',
    },
    items: [
      {
        icon: 'scale',
        title: { fr: 'Égalité femmes-hommes', en: 'Gender equality' },
        description: {
          fr: 'Des salaires égaux à poste égal et des femmes à tous les niveaux, y compris techniques.',
          en: 'Equal pay for equal work and women at every level, technical roles included.',
        },
      },
      {
        icon: 'globe',
        title: { fr: 'Multiculturalisme', en: 'Multiculturalism' },
        description: {
          fr: 'Quatorze nationalités travaillent ensemble, en français, en anglais et dans les langues locales.',
          en: 'Fourteen nationalities work together in French, English and local languages.',
        },
      },
      {
        icon: 'hand-heart',
        title: { fr: 'Recrutement local', en: 'Local hiring' },
        description: {
          fr: 'Nous recrutons et formons en priorité des talents des pays où nous opérons.',
          en: 'We prioritise hiring and training talent from the countries where we operate.',
        },
      },
      {
        icon: 'accessibility',
        title: { fr: 'Inclusion', en: 'Inclusion' },
        description: {
          fr: 'Des postes et des locaux adaptés aux personnes en situation de handicap.',
          en: 'Jobs and premises adapted for people with disabilities.',
        },
      },
    ],
  },
  {
    key: 'engagement',
    label: { fr: 'Engagement', en: 'Engagement' },
    intro: {
      fr: 'Notre métier a du sens : nous l’exerçons avec et pour les communautés.',
      en: 'Our work has meaning: we do it with and for communities.',
    },
    items: [
      {
        icon: 'leaf',
        title: { fr: 'Impact environnemental', en: 'Environmental impact' },
        description: {
          fr: 'Chaque projet mesure les émissions de CO2 évitées et les partage avec les équipes.',
          en: 'Every project measures the CO2 emissions avoided and shares them with the teams.',
        },
      },
      {
        icon: 'sun',
        title: { fr: 'Énergie pour tous', en: 'Energy for all' },
        description: {
          fr: 'Nos collaborateurs participent à l’électrification solaire d’écoles et de centres de santé.',
          en: 'Our people take part in the solar electrification of schools and health centres.',
        },
      },
      {
        icon: 'handshake',
        title: { fr: 'Bénévolat', en: 'Volunteering' },
        description: {
          fr: 'Deux jours par an pour s’engager dans une association partenaire.',
          en: 'Two days a year to volunteer with a partner organisation.',
        },
      },
      {
        icon: 'lightbulb',
        title: { fr: 'Idées des équipes', en: 'Team ideas' },
        description: {
          fr: 'Un programme interne finance chaque année les meilleures idées d’innovation des collaborateurs.',
          en: 'An internal programme funds the best innovation ideas from employees every year.',
        },
      },
    ],
  },
];

export type Testimonial = { name: string; role: Localized; text: Localized; subsidiary: string; photo: string };

export const testimonials: Testimonial[] = [
  {
    name: 'Amina Wanjiru',
    role: { fr: 'Ingénieure solaire', en: 'Solar engineer' },
    subsidiary: 'Growth Energy',
    photo: '/images/careers/testimonial-amina.svg',
    text: {
      fr: 'En trois ans, je suis passée de technicienne à responsable de la conception de nos centrales. Le groupe m’a formée et m’a fait confiance.',
      en: 'In three years I went from technician to leading the design of our plants. The group trained me and trusted me.',
    },
  },
  {
    name: 'Jean-Claude Ndayishimiye',
    role: { fr: 'Chef de chantier', en: 'Site manager' },
    subsidiary: 'Growth Energy',
    photo: '/images/careers/testimonial-jean-claude.svg',
    text: {
      fr: 'Voir un hôpital de Bujumbura fonctionner grâce à une installation que nous avons construite, c’est ce qui me fait venir le matin.',
      en: 'Seeing a Bujumbura hospital run on an installation we built is what gets me up in the morning.',
    },
  },
  {
    name: 'Grace Otieno',
    role: { fr: 'Responsable des opérations', en: 'Operations lead' },
    subsidiary: 'GEM E-Mobility',
    photo: '/images/careers/testimonial-grace.svg',
    text: {
      fr: 'Nous inventons la mobilité électrique de Nairobi. Chaque semaine apporte un nouveau défi et une équipe soudée pour le relever.',
      en: 'We are inventing Nairobi’s electric mobility. Every week brings a new challenge and a close-knit team to meet it.',
    },
  },
];

export type HrStatistic = { value: Localized; label: Localized };

/** Spec §9: 45% women, 14 nationalities, 6 cities, 5 countries (French puts a space before %). */
export const hrStatistics: HrStatistic[] = [
  { value: { fr: '45\u00a0%', en: '45%' }, label: { fr: 'de femmes', en: 'women' } },
  { value: { fr: '14', en: '14' }, label: { fr: 'nationalités', en: 'nationalities' } },
  { value: { fr: '6', en: '6' }, label: { fr: 'villes', en: 'cities' } },
  { value: { fr: '5', en: '5' }, label: { fr: 'pays', en: 'countries' } },
];

export type WhyJoinCard = { key: 'innovation' | 'development' | 'flexibility' | 'culture'; icon: CareersIcon; title: Localized; description: Localized };

export const whyJoinUs: WhyJoinCard[] = [
  {
    key: 'innovation',
    icon: 'sparkles',
    title: { fr: 'Innovation', en: 'Innovation' },
    description: {
      fr: 'Solaire, stockage, mobilité électrique et données : travaillez sur les technologies qui transforment l’énergie en Afrique.',
      en: 'Solar, storage, electric mobility and data: work on the technologies transforming energy in Africa.',
    },
  },
  {
    key: 'development',
    icon: 'trending-up',
    title: { fr: 'Développement', en: 'Development' },
    description: {
      fr: 'Formations, mentorat et mobilité entre filiales et pays pour faire grandir votre carrière.',
      en: 'Training, mentoring and mobility across subsidiaries and countries to grow your career.',
    },
  },
  {
    key: 'flexibility',
    icon: 'clock',
    title: { fr: 'Flexibilité', en: 'Flexibility' },
    description: {
      fr: 'Horaires aménageables et télétravail selon les postes, pour concilier vie professionnelle et personnelle.',
      en: 'Flexible hours and remote work depending on the role, to balance work and personal life.',
    },
  },
  {
    key: 'culture',
    icon: 'users',
    title: { fr: 'Culture', en: 'Culture' },
    description: {
      fr: 'Une équipe multiculturelle de 14 nationalités, unie par l’impact de son travail.',
      en: 'A multicultural team of 14 nationalities, united by the impact of its work.',
    },
  },
];
