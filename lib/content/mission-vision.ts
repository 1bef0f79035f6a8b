// Copy of /mission-vision: mission, vision, the three 2030 objectives and the four values.
import type { Localized } from './localized';

type Item = { id: string; title: string; text: string };

export type MissionVisionCopy = {
  intro: { title: string; subtitle: string };
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  objectives: { title: string; items: Item[] };
  values: { title: string; items: Item[] };
};

export const missionVisionCopy: Localized<MissionVisionCopy> = {
  fr: {
    intro: { title: 'Mission & Vision', subtitle: 'Ce que nous faisons, ce vers quoi nous allons, et les valeurs qui nous tiennent.' },
    mission: {
      title: 'Notre mission',
      text: 'Rendre l’énergie propre et les outils numériques accessibles aux entreprises, aux collectivités et aux foyers, en concevant, finançant et exploitant des solutions fiables, abordables et adaptées à chaque territoire.',
    },
    vision: {
      title: 'Notre vision',
      text: 'Devenir un acteur de référence de la transition énergétique et digitale en Afrique et en Amérique du Nord, reconnu pour l’impact mesurable de ses projets et la qualité de ses équipes.',
    },
    objectives: {
      title: 'Nos objectifs pour 2030',
      items: [
        { id: 'capacity', title: '100 MW solaires', text: 'Installer 100 MW de capacité solaire et de stockage pour nos clients et nos propres centrales.' },
        { id: 'access', title: '1 million de personnes', text: 'Donner accès à une énergie propre et fiable à un million de personnes, en priorité dans les zones rurales.' },
        { id: 'digital', title: '1 000 organisations', text: 'Accompagner mille entreprises et institutions dans leur transformation digitale.' },
      ],
    },
    values: {
      title: 'Nos valeurs',
      items: [
        { id: 'integrity', title: 'Intégrité', text: 'Nous tenons nos engagements et rendons compte de nos résultats, y compris lorsqu’ils sont en deçà de nos attentes.' },
        { id: 'innovation', title: 'Innovation', text: 'Nous cherchons sans cesse la solution la plus simple et la plus efficace, technique comme financière.' },
        { id: 'impact', title: 'Impact', text: 'Chaque projet se mesure à ce qu’il change concrètement pour celles et ceux qui en bénéficient.' },
        { id: 'collaboration', title: 'Collaboration', text: 'Nos filiales, nos partenaires et les communautés locales construisent ensemble chaque réussite.' },
      ],
    },
  },
  en: {
    intro: { title: 'Mission & Vision', subtitle: 'What we do, where we are heading, and the values that hold us together.' },
    mission: {
      title: 'Our mission',
      text: 'To make clean energy and digital tools accessible to businesses, communities and households, by designing, financing and operating reliable, affordable solutions suited to each place.',
    },
    vision: {
      title: 'Our vision',
      text: 'To become a leading player in the energy and digital transition in Africa and North America, known for the measurable impact of its projects and the quality of its teams.',
    },
    objectives: {
      title: 'Our objectives for 2030',
      items: [
        { id: 'capacity', title: '100 MW of solar', text: 'Install 100 MW of solar and storage capacity for our clients and our own plants.' },
        { id: 'access', title: '1 million people', text: 'Give one million people access to clean, reliable energy, with rural areas first.' },
        { id: 'digital', title: '1,000 organisations', text: 'Support a thousand businesses and institutions in their digital transformation.' },
      ],
    },
    values: {
      title: 'Our values',
      items: [
        { id: 'integrity', title: 'Integrity', text: 'We keep our commitments and report on our results, including when they fall short of our expectations.' },
        { id: 'innovation', title: 'Innovation', text: 'We keep looking for the simplest and most effective solution, technical and financial alike.' },
        { id: 'impact', title: 'Impact', text: 'Every project is measured by what it concretely changes for the people who benefit from it.' },
        { id: 'collaboration', title: 'Collaboration', text: 'Our subsidiaries, our partners and local communities build every success together.' },
      ],
    },
  },
};
