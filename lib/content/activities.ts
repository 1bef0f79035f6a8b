// Copy of /activites: the energy audit offer, four expertise blocks and the closing call to action.
import type { Localized } from './localized';

export type ActivitiesCopy = {
  intro: { title: string; subtitle: string };
  audit: { title: string; text: string; points: string[]; cta: string };
  expertise: { title: string; items: { id: 'solar' | 'mobility' | 'digital' | 'financing'; title: string; text: string; points: string[] }[] };
  cta: { title: string; text: string; button: string };
};

export const activitiesCopy: Localized<ActivitiesCopy> = {
  fr: {
    intro: { title: 'Nos activités', subtitle: 'De l’audit énergétique à l’exploitation, de la donnée brute au tableau de bord : un accompagnement complet.' },
    audit: {
      title: 'Audit énergétique',
      text: 'Vous voulez réduire votre facture et votre empreinte carbone ? Nos ingénieurs analysent vos consommations, votre site et vos équipements, puis vous remettent un plan d’action chiffré.',
      points: ['Relevé et analyse de vos consommations', 'Étude de faisabilité solaire et stockage', 'Plan d’action avec retour sur investissement'],
      cta: 'Demander un audit',
    },
    expertise: {
      title: 'Nos expertises',
      items: [
        { id: 'solar', title: 'Solaire et stockage', text: 'Centrales au sol, toitures et mini-réseaux, avec ou sans batteries.', points: ['Dimensionnement', 'Construction', 'Maintenance'] },
        { id: 'mobility', title: 'Mobilité électrique', text: 'Bornes de recharge, électrification de flottes et recharge solaire.', points: ['Bornes rapides', 'Flottes', 'Supervision'] },
        { id: 'digital', title: 'Digital', text: 'Intégration ERP et CRM, analyse et visualisation de données.', points: ['ERP / CRM', 'Tableaux de bord', 'Formation'] },
        { id: 'financing', title: 'Financement', text: 'Montage financier des projets, tiers-investissement et accès aux financements climat.', points: ['Modèles économiques', 'Tiers-investissement', 'Financement climat'] },
      ],
    },
    cta: { title: 'Un projet en tête ?', text: 'Parlons-en : nos équipes vous répondent sous 48 heures ouvrées.', button: 'Nous contacter' },
  },
  en: {
    intro: { title: 'Our activities', subtitle: 'From energy audit to operation, from raw data to dashboard: end-to-end support.' },
    audit: {
      title: 'Energy audit',
      text: 'Want to cut your bill and your carbon footprint? Our engineers analyse your consumption, your site and your equipment, then hand you a costed action plan.',
      points: ['Metering and analysis of your consumption', 'Solar and storage feasibility study', 'Action plan with return on investment'],
      cta: 'Request an audit',
    },
    expertise: {
      title: 'Our expertise',
      items: [
        { id: 'solar', title: 'Solar and storage', text: 'Ground-mounted plants, rooftops and mini-grids, with or without batteries.', points: ['Sizing', 'Construction', 'Maintenance'] },
        { id: 'mobility', title: 'Electric mobility', text: 'Charging stations, fleet electrification and solar charging.', points: ['Fast chargers', 'Fleets', 'Monitoring'] },
        { id: 'digital', title: 'Digital', text: 'ERP and CRM integration, data analysis and visualisation.', points: ['ERP / CRM', 'Dashboards', 'Training'] },
        { id: 'financing', title: 'Financing', text: 'Project finance structuring, third-party investment and access to climate finance.', points: ['Business models', 'Third-party investment', 'Climate finance'] },
      ],
    },
    cta: { title: 'Have a project in mind?', text: 'Let’s talk: our teams reply within two working days.', button: 'Contact us' },
  },
};
