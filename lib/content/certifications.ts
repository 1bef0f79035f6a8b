// The group's certifications (spec §3): seven cards, grouped by category on the certifications page.
import type { Localized } from './localized';

export type CertificationCategory = 'quality' | 'energy' | 'digital' | 'industry' | 'cloud' | 'management';

export type Certification = {
  id: string;
  title: string;
  organization: string;
  description: Localized;
  /** ISO month (yyyy-mm): shown as "décembre 2024" / "December 2024". */
  date: string;
  category: CertificationCategory;
};

export const certificationCategoryLabels: Record<CertificationCategory, Localized> = {
  quality: { fr: 'Qualité', en: 'Quality' },
  energy: { fr: 'Énergie', en: 'Energy' },
  digital: { fr: 'Digital', en: 'Digital' },
  industry: { fr: 'Industrie', en: 'Industry' },
  cloud: { fr: 'Cloud', en: 'Cloud' },
  management: { fr: 'Management', en: 'Management' },
};

/** Which categories make up the two excellence lists of the page. */
export const excellenceGroups: { id: 'energy' | 'digital'; categories: CertificationCategory[] }[] = [
  { id: 'energy', categories: ['quality', 'energy', 'management'] },
  { id: 'digital', categories: ['digital', 'industry', 'cloud'] },
];

export const certifications: Certification[] = [
  {
    id: 'iso-9001',
    title: 'ISO 9001:2015',
    organization: 'Bureau Veritas Certification',
    description: {
      fr: 'Notre système de management de la qualité est certifié : chaque projet suit des processus documentés, mesurés et améliorés en continu.',
      en: 'Our quality management system is certified: every project follows documented processes that are measured and continually improved.',
    },
    date: '2024-12',
    category: 'quality',
  },
  {
    id: 'solar-energy-professional',
    title: 'Solar Energy Professional',
    organization: 'North American Board of Certified Energy Practitioners (NABCEP)',
    description: {
      fr: 'Nos ingénieurs maîtrisent la conception, l’installation et la mise en service de systèmes photovoltaïques selon les standards internationaux.',
      en: 'Our engineers master the design, installation and commissioning of photovoltaic systems to international standards.',
    },
    date: '2023-10',
    category: 'energy',
  },
  {
    id: 'salesforce-partner-consultant',
    title: 'Salesforce Partner Consultant',
    organization: 'Salesforce',
    description: {
      fr: 'Nos consultants sont habilités à concevoir et déployer des solutions CRM Salesforce adaptées aux processus de nos clients.',
      en: 'Our consultants are accredited to design and roll out Salesforce CRM solutions tailored to our clients’ processes.',
    },
    date: '2024-07',
    category: 'digital',
  },
  {
    id: 'erp-excellence-partner',
    title: 'Excellence Partner (ERP software)',
    organization: 'Sage',
    description: {
      fr: 'Ce statut distingue les intégrateurs ERP dont les déploiements et le support client atteignent le plus haut niveau d’exigence.',
      en: 'This status recognises ERP integrators whose roll-outs and customer support meet the highest standards.',
    },
    date: '2024-03',
    category: 'industry',
  },
  {
    id: 'aws-solutions-architect',
    title: 'AWS Solutions Architect Associate',
    organization: 'Amazon Web Services',
    description: {
      fr: 'Nos architectes conçoivent des infrastructures cloud sécurisées, résilientes et maîtrisées en coût pour les plateformes de nos clients.',
      en: 'Our architects design secure, resilient and cost-effective cloud infrastructure for our clients’ platforms.',
    },
    date: '2023-11',
    category: 'cloud',
  },
  {
    id: 'pmp',
    title: 'PMP',
    organization: 'Project Management Institute (PMI)',
    description: {
      fr: 'La certification Project Management Professional garantit une conduite de projet rigoureuse : délais, budgets et risques sous contrôle.',
      en: 'The Project Management Professional certification ensures rigorous project delivery, with schedules, budgets and risks under control.',
    },
    date: '2020-05',
    category: 'management',
  },
  {
    id: 'climate-finance-expert',
    title: 'Climate & Renewable Energy Finance expert',
    organization: 'Frankfurt School – UNEP Collaborating Centre',
    description: {
      fr: 'Une expertise reconnue pour structurer le financement de projets d’énergies renouvelables et de lutte contre le changement climatique.',
      en: 'Recognised expertise in structuring finance for renewable energy and climate projects.',
    },
    date: '2017-11',
    category: 'energy',
  },
];

export function formatCertificationDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}-01T00:00:00Z`));
}
