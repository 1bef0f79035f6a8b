// Job offers of the group (static content), their English twins and the queries pages use.
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

export type JobSubsidiary = 'growth-energy' | 'gem-e-mobility';

export type DutyGroup = { title: string; items: string[] };

/** Schema.org employment types, used by the JobPosting structured data. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN';

/**
 * A job offer as editors write it: French fields, with an English twin suffixed `En`
 * used when the page is English and the twin is present (spec §3).
 */
export type JobOffer = {
  id: string;
  slug: string;
  title: string;
  titleEn?: string;
  company: string;
  subsidiary: JobSubsidiary;
  department: string;
  departmentEn?: string;
  /** "City, Country": the location filter and the structured-data currency read it. */
  location: string;
  locationEn?: string;
  jobType: string;
  jobTypeEn?: string;
  /** schema.org's values that apply: a fixed-term contract is also TEMPORARY. */
  employmentType: readonly EmploymentType[];
  salaryRange: string;
  salaryRangeEn?: string;
  /** Gross monthly salary bounds, in the currency of the location (structured data). */
  baseSalary: { min: number; max: number };
  /** ISO dates (yyyy-mm-dd). */
  postedDate: string;
  validThrough: string;
  shortDescription: string;
  shortDescriptionEn?: string;
  companyDescription: string;
  companyDescriptionEn?: string;
  missionDescription: string;
  missionDescriptionEn?: string;
  valuesDescription: string[];
  valuesDescriptionEn?: string[];
  /** Paragraphs separated by a blank line: why this position. */
  programDescription: string;
  programDescriptionEn?: string;
  dutiesAndResponsibilities: DutyGroup[];
  dutiesAndResponsibilitiesEn?: DutyGroup[];
  educationalQualification: string[];
  educationalQualificationEn?: string[];
  expectedExperience: string[];
  expectedExperienceEn?: string[];
  personalAndTechnicalSkills: string[];
  personalAndTechnicalSkillsEn?: string[];
  whatWeOffer: string[];
  whatWeOfferEn?: string[];
  additionalInfo: string[];
  additionalInfoEn?: string[];
  applicationEmail: string;
  applicationInstructions: string;
  applicationInstructionsEn?: string;
  isActive: boolean;
  tags: string[];
  tagsEn?: string[];
};

/** An offer resolved for one language: what components render. */
export type LocalizedJob = {
  id: string;
  slug: string;
  title: string;
  company: string;
  subsidiary: JobSubsidiary;
  department: string;
  location: string;
  jobType: string;
  employmentType: readonly EmploymentType[];
  salaryRange: string;
  baseSalary: { min: number; max: number };
  postedDate: string;
  validThrough: string;
  shortDescription: string;
  companyDescription: string;
  missionDescription: string;
  valuesDescription: string[];
  programParagraphs: string[];
  dutiesAndResponsibilities: DutyGroup[];
  educationalQualification: string[];
  expectedExperience: string[];
  personalAndTechnicalSkills: string[];
  whatWeOffer: string[];
  additionalInfo: string[];
  applicationEmail: string;
  applicationInstructions: string;
  tags: string[];
};

const growthEnergyDescription =
  'Growth Energy est la filiale énergie du groupe Solio. Elle conçoit, finance, installe et exploite des centrales solaires, des systèmes de stockage par batteries et des solutions d’efficacité énergétique pour les entreprises, les institutions et les collectivités en Afrique de l’Est et centrale, depuis son siège africain de Nairobi et ses équipes de Bujumbura et de Zanzibar.';
const growthEnergyDescriptionEn =
  'Growth Energy is the energy subsidiary of the Solio group. It designs, finances, installs and operates solar power plants, battery storage systems and energy-efficiency solutions for businesses, institutions and communities in East and Central Africa, from its African headquarters in Nairobi and its teams in Bujumbura and Zanzibar.';

const solioMission =
  'Accélérer la transition énergétique et la transformation numérique en Afrique en rendant l’énergie propre fiable, abordable et accessible, et en bâtissant des équipes locales solides pour la porter.';
const solioMissionEn =
  'To accelerate the energy transition and digital transformation in Africa by making clean energy reliable, affordable and accessible, and by building strong local teams to deliver it.';

const solioValues = [
  'Intégrité : nous faisons ce que nous disons, avec transparence envers nos clients, nos partenaires et nos équipes.',
  'Excellence : nous visons un travail de qualité, mesuré et amélioré en continu.',
  'Impact : chaque projet doit réduire des émissions et améliorer la vie des communautés servies.',
  'Esprit d’équipe : nous réussissons ensemble, entre filiales, pays et métiers.',
  'Innovation : nous testons, apprenons et adoptons les meilleures solutions techniques et numériques.',
];
const solioValuesEn = [
  'Integrity: we do what we say, with transparency towards our clients, partners and teams.',
  'Excellence: we aim for quality work, measured and continuously improved.',
  'Impact: every project must cut emissions and improve the lives of the communities we serve.',
  'Teamwork: we succeed together, across subsidiaries, countries and disciplines.',
  'Innovation: we test, learn and adopt the best technical and digital solutions.',
];

function howToApply(title: string, email: string): string {
  return `Envoyez votre CV et une lettre de motivation (en français ou en anglais) via le formulaire de candidature de cette page ou par email à ${email}, en indiquant « ${title} » en objet. Seuls les candidats présélectionnés seront contactés pour un entretien.`;
}
function howToApplyEn(title: string, email: string): string {
  return `Send your CV and a cover letter (in English or French) through the application form on this page or by email to ${email}, with “${title}” as the subject. Only shortlisted candidates will be contacted for an interview.`;
}

const careersEmail = siteConfig.emails.careers;

export const jobOffers: JobOffer[] = [
  {
    id: 'job-001',
    slug: 'hr-talent-manager-nairobi',
    title: 'Responsable RH & Talents',
    titleEn: 'HR & Talent Manager',
    company: 'Growth Energy',
    subsidiary: 'growth-energy',
    department: 'Ressources humaines',
    departmentEn: 'Human Resources',
    location: 'Nairobi, Kenya',
    locationEn: 'Nairobi, Kenya',
    jobType: 'CDI, temps plein',
    jobTypeEn: 'Permanent, full-time',
    employmentType: ['FULL_TIME'],
    salaryRange: '2 500 – 3 500 USD brut par mois, selon profil',
    salaryRangeEn: 'USD 2,500 – 3,500 gross per month, depending on experience',
    baseSalary: { min: 2500, max: 3500 },
    postedDate: '2026-10-01',
    validThrough: '2027-01-31',
    shortDescription:
      'Piloter le recrutement, le développement des talents et l’administration du personnel de nos équipes en Afrique de l’Est, au plus près des managers.',
    shortDescriptionEn:
      'Lead recruitment, talent development and personnel administration for our East African teams, working closely with managers.',
    companyDescription: growthEnergyDescription,
    companyDescriptionEn: growthEnergyDescriptionEn,
    missionDescription: solioMission,
    missionDescriptionEn: solioMissionEn,
    valuesDescription: solioValues,
    valuesDescriptionEn: solioValuesEn,
    programDescription:
      'Nos effectifs en Afrique de l’Est vont doubler d’ici deux ans avec la mise en service de nouvelles centrales solaires et stations de recharge. Nous avons besoin d’une personne capable de structurer la fonction RH tout en restant proche du terrain.\n\nRattaché(e) à la directrice des opérations Afrique et en lien avec la DRH du groupe, vous serez le premier interlocuteur RH des managers et des équipes au Kenya, au Burundi et en Tanzanie.\n\nC’est un poste de construction : processus, outils et culture sont à bâtir avec vous.',
    programDescriptionEn:
      'Our East African headcount will double within two years as new solar plants and charging stations come online. We need someone who can structure the HR function while staying close to the field.\n\nReporting to the Chief Operating Officer, Africa, and working with the group HR director, you will be the first HR contact for managers and teams in Kenya, Burundi and Tanzania.\n\nYou will build this role from the ground up: processes, tools and culture are yours to shape.',
    dutiesAndResponsibilities: [
      {
        title: 'Recrutement et intégration',
        items: [
          'Définir avec les managers les besoins en recrutement et rédiger les offres d’emploi.',
          'Conduire les processus de sélection de bout en bout, des annonces aux prises de références.',
          'Organiser l’intégration des nouveaux collaborateurs, y compris la période d’essai de 3 à 6 mois et ses entretiens de suivi.',
        ],
      },
      {
        title: 'Développement des talents',
        items: [
          'Mettre en place les entretiens annuels et le suivi des objectifs.',
          'Construire le plan de formation, notamment les certifications techniques des équipes d’installation.',
          'Identifier les talents clés et préparer les plans de succession.',
        ],
      },
      {
        title: 'Administration et relations sociales',
        items: [
          'Garantir la conformité au droit du travail kényan, burundais et tanzanien (contrats, déclarations, registres).',
          'Préparer les éléments de paie mensuels avec l’équipe finance.',
          'Veiller à la santé, la sécurité et le bien-être au travail, en lien avec le responsable HSE.',
        ],
      },
    ],
    dutiesAndResponsibilitiesEn: [
      {
        title: 'Recruitment and onboarding',
        items: [
          'Define hiring needs with managers and write job ads.',
          'Run selection processes end to end, from postings to reference checks.',
          'Organise onboarding for new hires, including the 3- to 6-month probation period and its follow-up reviews.',
        ],
      },
      {
        title: 'Talent development',
        items: [
          'Set up annual reviews and objective tracking.',
          'Build the training plan, including technical certifications for installation teams.',
          'Identify key talent and prepare succession plans.',
        ],
      },
      {
        title: 'Administration and employee relations',
        items: [
          'Ensure compliance with Kenyan, Burundian and Tanzanian labour law (contracts, filings, registers).',
          'Prepare monthly payroll inputs with the finance team.',
          'Look after health, safety and well-being at work, with the HSE manager.',
        ],
      },
    ],
    educationalQualification: [
      'Master en gestion des ressources humaines, en psychologie du travail ou équivalent.',
      'Une certification professionnelle RH (CHRP, IHRM ou équivalent) est un atout.',
    ],
    educationalQualificationEn: [
      'Master’s degree in human resource management, occupational psychology or equivalent.',
      'A professional HR certification (CHRP, IHRM or equivalent) is an asset.',
    ],
    expectedExperience: [
      'Au moins 5 ans d’expérience en RH généraliste, dont 2 ans en responsabilité.',
      'Expérience du recrutement de profils techniques en Afrique de l’Est.',
      'Une expérience multi-pays ou en forte croissance est appréciée.',
    ],
    expectedExperienceEn: [
      'At least 5 years of generalist HR experience, including 2 in a lead role.',
      'Experience recruiting technical profiles in East Africa.',
      'Multi-country or high-growth experience is valued.',
    ],
    personalAndTechnicalSkills: [
      'Anglais courant ; le français ou le kiswahili est un atout.',
      'Maîtrise du droit du travail kényan et des outils SIRH.',
      'Écoute, discrétion et sens de la pédagogie.',
      'Organisation rigoureuse et capacité à gérer plusieurs priorités.',
    ],
    personalAndTechnicalSkillsEn: [
      'Fluent English; French or Kiswahili is an asset.',
      'Proficiency in Kenyan labour law and HRIS tools.',
      'Good listener, discreet and a clear communicator.',
      'Highly organised, with the ability to juggle priorities.',
    ],
    whatWeOffer: [
      'Un rôle clé dans un groupe en croissance engagé pour la transition énergétique.',
      'Une rémunération compétitive et une assurance santé privée pour vous et votre famille.',
      'Un budget de formation annuel et des échanges avec les équipes RH du groupe à Paris et Montréal.',
      'Des horaires flexibles et deux jours de télétravail par mois.',
    ],
    whatWeOfferEn: [
      'A key role in a growing group committed to the energy transition.',
      'Competitive pay and private health insurance for you and your family.',
      'An annual training budget and exchanges with the group HR teams in Paris and Montréal.',
      'Flexible hours and two remote-work days a month.',
    ],
    additionalInfo: [
      'Poste basé à Nairobi, avec des déplacements réguliers à Bujumbura et Zanzibar.',
      'Prise de poste souhaitée : dès que possible.',
      'Période d’essai de 3 à 6 mois selon la législation applicable.',
    ],
    additionalInfoEn: [
      'Based in Nairobi, with regular travel to Bujumbura and Zanzibar.',
      'Start date: as soon as possible.',
      'Probation period of 3 to 6 months depending on applicable law.',
    ],
    applicationEmail: careersEmail,
    applicationInstructions: howToApply('Responsable RH & Talents', careersEmail),
    applicationInstructionsEn: howToApplyEn('HR & Talent Manager', careersEmail),
    isActive: true,
    tags: ['Ressources humaines', 'Management', 'Recrutement'],
    tagsEn: ['Human Resources', 'Management', 'Recruitment'],
  },
  {
    id: 'job-002',
    slug: 'finance-admin-manager-nairobi',
    title: 'Responsable administratif et financier',
    titleEn: 'Finance & Admin Manager',
    company: 'GEM E-Mobility',
    subsidiary: 'gem-e-mobility',
    department: 'Finance et administration',
    departmentEn: 'Finance & Administration',
    location: 'Nairobi, Kenya',
    locationEn: 'Nairobi, Kenya',
    jobType: 'CDI, temps plein',
    jobTypeEn: 'Permanent, full-time',
    employmentType: ['FULL_TIME'],
    salaryRange: '3 000 – 4 200 USD brut par mois, selon profil',
    salaryRangeEn: 'USD 3,000 – 4,200 gross per month, depending on experience',
    baseSalary: { min: 3000, max: 4200 },
    postedDate: '2026-10-15',
    validThrough: '2027-02-15',
    shortDescription:
      'Tenir les comptes, la trésorerie et l’administration de GEM E-Mobility au Kenya, et accompagner le financement de notre réseau de recharge électrique.',
    shortDescriptionEn:
      'Run the accounts, cash and administration of GEM E-Mobility in Kenya, and support the financing of our electric charging network.',
    companyDescription:
      'GEM E-Mobility est la filiale mobilité électrique du groupe Solio. Elle déploie des stations de recharge alimentées à l’énergie solaire, des flottes de deux-roues électriques et des services de batteries échangeables pour les conducteurs professionnels et les entreprises de livraison en Afrique de l’Est.',
    companyDescriptionEn:
      'GEM E-Mobility is the electric-mobility subsidiary of the Solio group. It deploys solar-powered charging stations, electric two-wheeler fleets and battery-swapping services for professional riders and delivery companies in East Africa.',
    missionDescription: solioMission,
    missionDescriptionEn: solioMissionEn,
    valuesDescription: solioValues,
    valuesDescriptionEn: solioValuesEn,
    programDescription:
      'GEM E-Mobility passe de la phase pilote au déploiement commercial : 40 stations de recharge et plus de 1 000 deux-roues électriques sont prévus à Nairobi d’ici fin 2027.\n\nPour accompagner cette croissance, nous recherchons un(e) responsable administratif et financier capable de tenir des comptes irréprochables, de piloter la trésorerie d’une activité à forte intensité capitalistique et de dialoguer avec les investisseurs et bailleurs.\n\nVous serez rattaché(e) au directeur administratif et financier du groupe et travaillerez au quotidien avec la direction de GEM E-Mobility.',
    programDescriptionEn:
      'GEM E-Mobility is moving from pilot to commercial roll-out: 40 charging stations and more than 1,000 electric two-wheelers are planned in Nairobi by the end of 2027.\n\nTo support this growth, we are looking for a finance and admin manager who can keep spotless books, steer the cash of a capital-intensive business and work with investors and lenders.\n\nYou will report to the group Chief Financial Officer and work daily with the GEM E-Mobility management.',
    dutiesAndResponsibilities: [
      {
        title: 'Comptabilité et reporting',
        items: [
          'Superviser la tenue comptable et les clôtures mensuelles selon les normes IFRS.',
          'Produire le reporting financier mensuel pour le groupe et les investisseurs.',
          'Coordonner l’audit annuel et les relations avec les commissaires aux comptes.',
        ],
      },
      {
        title: 'Trésorerie et financement',
        items: [
          'Établir et suivre le plan de trésorerie à 13 semaines.',
          'Préparer les demandes de décaissement et les rapports destinés aux bailleurs de fonds.',
          'Suivre les covenants bancaires et les garanties.',
        ],
      },
      {
        title: 'Administration, fiscalité et conformité',
        items: [
          'Assurer les déclarations fiscales (TVA, retenues, impôt sur les sociétés) auprès de la KRA.',
          'Gérer les contrats, les assurances et les achats administratifs.',
          'Superviser la paie en lien avec la fonction RH et encadrer un(e) comptable.',
        ],
      },
    ],
    dutiesAndResponsibilitiesEn: [
      {
        title: 'Accounting and reporting',
        items: [
          'Oversee bookkeeping and monthly closings under IFRS.',
          'Produce the monthly financial reporting for the group and investors.',
          'Coordinate the annual audit and relations with the auditors.',
        ],
      },
      {
        title: 'Cash and financing',
        items: [
          'Build and track the 13-week cash plan.',
          'Prepare disbursement requests and lender reports.',
          'Monitor bank covenants and guarantees.',
        ],
      },
      {
        title: 'Administration, tax and compliance',
        items: [
          'Handle tax filings (VAT, withholding, corporate income tax) with the KRA.',
          'Manage contracts, insurance and administrative purchasing.',
          'Oversee payroll with the HR function and manage one accountant.',
        ],
      },
    ],
    educationalQualification: [
      'Master en finance, comptabilité ou contrôle de gestion.',
      'Qualification CPA (K), ACCA ou équivalent exigée.',
    ],
    educationalQualificationEn: [
      'Master’s degree in finance, accounting or financial control.',
      'CPA (K), ACCA or equivalent qualification required.',
    ],
    expectedExperience: [
      'Au moins 6 ans d’expérience en finance d’entreprise, dont 3 ans en responsabilité.',
      'Expérience des projets financés par des bailleurs ou des fonds d’impact.',
      'Une expérience dans l’énergie, la mobilité ou les infrastructures est un atout.',
    ],
    expectedExperienceEn: [
      'At least 6 years of corporate finance experience, including 3 in a lead role.',
      'Experience with projects funded by development lenders or impact funds.',
      'Experience in energy, mobility or infrastructure is an asset.',
    ],
    personalAndTechnicalSkills: [
      'Maîtrise d’Excel et d’un ERP (Divalto, Sage ou Odoo).',
      'Bonne connaissance de la fiscalité kényane.',
      'Anglais courant ; le français est un atout.',
      'Rigueur, intégrité et aisance dans la communication avec des interlocuteurs variés.',
    ],
    personalAndTechnicalSkillsEn: [
      'Strong Excel and ERP skills (Divalto, Sage or Odoo).',
      'Good knowledge of Kenyan taxation.',
      'Fluent English; French is an asset.',
      'Rigour, integrity and ease communicating with a wide range of people.',
    ],
    whatWeOffer: [
      'Un poste à fort impact au cœur du déploiement de la mobilité électrique en Afrique.',
      'Une rémunération compétitive, une prime annuelle sur objectifs et une assurance santé.',
      'Un deux-roues électrique de service et la recharge gratuite sur notre réseau.',
      'Des perspectives d’évolution au sein du groupe Solio.',
    ],
    whatWeOfferEn: [
      'A high-impact role at the heart of the electric-mobility roll-out in Africa.',
      'Competitive pay, an annual performance bonus and health insurance.',
      'A company electric two-wheeler and free charging on our network.',
      'Career prospects across the Solio group.',
    ],
    additionalInfo: [
      'Poste basé à Nairobi.',
      'Période d’essai de 3 à 6 mois.',
      'Prise de poste souhaitée : janvier 2027.',
    ],
    additionalInfoEn: [
      'Based in Nairobi.',
      'Probation period of 3 to 6 months.',
      'Start date: January 2027.',
    ],
    applicationEmail: careersEmail,
    applicationInstructions: howToApply('Responsable administratif et financier', careersEmail),
    applicationInstructionsEn: howToApplyEn('Finance & Admin Manager', careersEmail),
    isActive: true,
    tags: ['Finance', 'Administration', 'Mobilité électrique'],
    tagsEn: ['Finance', 'Administration', 'E-mobility'],
  },
  {
    id: 'job-003',
    slug: 'accountant-operations-officer-bujumbura',
    title: 'Comptable et chargé(e) des opérations',
    titleEn: 'Accountant & Operations Officer',
    company: 'Growth Energy',
    subsidiary: 'growth-energy',
    department: 'Finance et opérations',
    departmentEn: 'Finance & Operations',
    location: 'Bujumbura, Burundi',
    locationEn: 'Bujumbura, Burundi',
    jobType: 'CDD de 12 mois renouvelable, temps plein',
    jobTypeEn: '12-month fixed-term contract, renewable, full-time',
    employmentType: ['FULL_TIME', 'TEMPORARY'],
    salaryRange: '1 200 – 1 800 USD brut par mois, selon profil',
    salaryRangeEn: 'USD 1,200 – 1,800 gross per month, depending on experience',
    baseSalary: { min: 1200, max: 1800 },
    postedDate: '2026-11-02',
    validThrough: '2027-01-15',
    shortDescription:
      'Tenir la comptabilité de notre bureau de Bujumbura et coordonner la logistique et les achats de nos chantiers solaires au Burundi.',
    shortDescriptionEn:
      'Keep the books of our Bujumbura office and coordinate logistics and purchasing for our solar sites in Burundi.',
    companyDescription: growthEnergyDescription,
    companyDescriptionEn: growthEnergyDescriptionEn,
    missionDescription: solioMission,
    missionDescriptionEn: solioMissionEn,
    valuesDescription: solioValues,
    valuesDescriptionEn: solioValuesEn,
    programDescription:
      'Notre bureau de Bujumbura pilote la construction de plusieurs centrales solaires, dont la centrale de 600 kWc, et des installations pour des hôpitaux et des écoles.\n\nVous serez la personne de référence pour la comptabilité locale et les opérations : paiements, stocks, logistique des équipements et relations avec les fournisseurs.\n\nRattaché(e) au responsable pays et en lien avec l’équipe finance de Nairobi, vous contribuerez directement à la bonne marche de nos chantiers.',
    programDescriptionEn:
      'Our Bujumbura office runs the construction of several solar plants, including the 600 kWp plant, and installations for hospitals and schools.\n\nYou will be the go-to person for local accounting and operations: payments, stock, equipment logistics and supplier relations.\n\nReporting to the Country Manager and working with the finance team in Nairobi, you will contribute directly to the smooth running of our sites.',
    dutiesAndResponsibilities: [
      {
        title: 'Comptabilité',
        items: [
          'Saisir et rapprocher les opérations comptables et bancaires.',
          'Préparer les déclarations fiscales et sociales auprès de l’OBR et de l’INSS.',
          'Participer aux clôtures mensuelles avec l’équipe finance de Nairobi.',
        ],
      },
      {
        title: 'Opérations et logistique',
        items: [
          'Suivre les commandes, le dédouanement et la livraison des équipements solaires.',
          'Tenir l’inventaire du magasin et des chantiers.',
          'Organiser les déplacements et l’hébergement des équipes techniques.',
        ],
      },
      {
        title: 'Achats et fournisseurs',
        items: [
          'Lancer les demandes de prix et comparer les offres selon notre procédure d’achat.',
          'Suivre les contrats et les paiements fournisseurs.',
        ],
      },
    ],
    dutiesAndResponsibilitiesEn: [
      {
        title: 'Accounting',
        items: [
          'Record and reconcile accounting and bank transactions.',
          'Prepare tax and social-security filings with the OBR and INSS.',
          'Take part in monthly closings with the Nairobi finance team.',
        ],
      },
      {
        title: 'Operations and logistics',
        items: [
          'Track orders, customs clearance and delivery of solar equipment.',
          'Keep the warehouse and site inventory.',
          'Organise travel and accommodation for technical teams.',
        ],
      },
      {
        title: 'Purchasing and suppliers',
        items: [
          'Issue requests for quotation and compare offers under our purchasing procedure.',
          'Follow up supplier contracts and payments.',
        ],
      },
    ],
    educationalQualification: [
      'Licence ou Bachelor en comptabilité, finance ou gestion.',
      'Une formation en logistique ou en gestion des achats est un atout.',
    ],
    educationalQualificationEn: [
      'Bachelor’s degree in accounting, finance or business administration.',
      'Training in logistics or purchasing is an asset.',
    ],
    expectedExperience: [
      'Au moins 3 ans d’expérience en comptabilité, idéalement en entreprise ou en ONG.',
      'Une expérience en logistique ou en gestion de stocks est appréciée.',
    ],
    expectedExperienceEn: [
      'At least 3 years of accounting experience, ideally in a company or an NGO.',
      'Experience in logistics or stock management is valued.',
    ],
    personalAndTechnicalSkills: [
      'Maîtrise d’un logiciel comptable et d’Excel.',
      'Connaissance de la fiscalité burundaise.',
      'Français courant et bon niveau d’anglais ; le kirundi est un atout.',
      'Sens de l’organisation, fiabilité et esprit d’équipe.',
    ],
    personalAndTechnicalSkillsEn: [
      'Proficiency in accounting software and Excel.',
      'Knowledge of Burundian taxation.',
      'Fluent French and good English; Kirundi is an asset.',
      'Organised, reliable and a team player.',
    ],
    whatWeOffer: [
      'Une expérience concrète dans des projets d’énergie solaire à fort impact.',
      'Une rémunération compétitive et une assurance santé.',
      'Des formations au sein du groupe et des échanges avec l’équipe de Nairobi.',
      'Une perspective de CDI à l’issue du contrat.',
    ],
    whatWeOfferEn: [
      'Hands-on experience in high-impact solar energy projects.',
      'Competitive pay and health insurance.',
      'Training within the group and exchanges with the Nairobi team.',
      'The prospect of a permanent contract at the end of the term.',
    ],
    additionalInfo: [
      'Poste basé à Bujumbura, avec des déplacements sur les chantiers au Burundi.',
      'Période d’essai de 3 mois.',
      'Prise de poste souhaitée : décembre 2026.',
    ],
    additionalInfoEn: [
      'Based in Bujumbura, with travel to sites in Burundi.',
      'Probation period of 3 months.',
      'Start date: December 2026.',
    ],
    applicationEmail: careersEmail,
    applicationInstructions: howToApply('Comptable et chargé(e) des opérations', careersEmail),
    applicationInstructionsEn: howToApplyEn('Accountant & Operations Officer', careersEmail),
    isActive: true,
    tags: ['Comptabilité', 'Opérations', 'Logistique'],
    tagsEn: ['Accounting', 'Operations', 'Logistics'],
  },
  {
    // A filled position kept for the record: inactive offers are neither listed nor reachable.
    id: 'job-000',
    slug: 'solar-project-engineer-zanzibar',
    title: 'Ingénieur(e) projets solaires',
    titleEn: 'Solar Project Engineer',
    company: 'Growth Energy',
    subsidiary: 'growth-energy',
    department: 'Ingénierie',
    departmentEn: 'Engineering',
    location: 'Zanzibar, Tanzanie',
    locationEn: 'Zanzibar, Tanzania',
    jobType: 'CDI, temps plein',
    jobTypeEn: 'Permanent, full-time',
    employmentType: ['FULL_TIME'],
    salaryRange: '2 000 – 2 800 USD brut par mois',
    salaryRangeEn: 'USD 2,000 – 2,800 gross per month',
    baseSalary: { min: 2000, max: 2800 },
    postedDate: '2026-03-01',
    validThrough: '2026-05-31',
    shortDescription: 'Concevoir et suivre la construction de centrales solaires en toiture et au sol à Zanzibar.',
    shortDescriptionEn: 'Design and supervise the construction of rooftop and ground-mounted solar plants in Zanzibar.',
    companyDescription: growthEnergyDescription,
    companyDescriptionEn: growthEnergyDescriptionEn,
    missionDescription: solioMission,
    missionDescriptionEn: solioMissionEn,
    valuesDescription: solioValues,
    valuesDescriptionEn: solioValuesEn,
    programDescription: 'Ce poste a été pourvu en mai 2026.',
    programDescriptionEn: 'This position was filled in May 2026.',
    dutiesAndResponsibilities: [{ title: 'Ingénierie', items: ['Dimensionner les installations photovoltaïques.', 'Suivre les chantiers et la mise en service.'] }],
    dutiesAndResponsibilitiesEn: [{ title: 'Engineering', items: ['Size photovoltaic installations.', 'Supervise sites and commissioning.'] }],
    educationalQualification: ['Diplôme d’ingénieur en électricité ou en énergie.'],
    educationalQualificationEn: ['Engineering degree in electrical or energy engineering.'],
    expectedExperience: ['3 ans d’expérience en projets photovoltaïques.'],
    expectedExperienceEn: ['3 years of experience in photovoltaic projects.'],
    personalAndTechnicalSkills: ['Maîtrise de PVsyst et d’AutoCAD.'],
    personalAndTechnicalSkillsEn: ['Proficiency in PVsyst and AutoCAD.'],
    whatWeOffer: ['Des projets solaires variés dans un cadre exceptionnel.'],
    whatWeOfferEn: ['Varied solar projects in an exceptional setting.'],
    additionalInfo: ['Période d’essai de 6 mois.'],
    additionalInfoEn: ['Probation period of 6 months.'],
    applicationEmail: careersEmail,
    applicationInstructions: howToApply('Ingénieur(e) projets solaires', careersEmail),
    applicationInstructionsEn: howToApplyEn('Solar Project Engineer', careersEmail),
    isActive: false,
    tags: ['Ingénierie', 'Solaire'],
    tagsEn: ['Engineering', 'Solar'],
  },
];

function twin<T>(locale: Locale, fr: T, en: T | undefined): T {
  return locale === 'en' && en !== undefined ? en : fr;
}

/** Resolves an offer for a language: the English twin when the page is English and the twin exists. */
export function localizeJob(job: JobOffer, locale: Locale): LocalizedJob {
  return {
    id: job.id,
    slug: job.slug,
    title: twin(locale, job.title, job.titleEn),
    company: job.company,
    subsidiary: job.subsidiary,
    department: twin(locale, job.department, job.departmentEn),
    location: twin(locale, job.location, job.locationEn),
    jobType: twin(locale, job.jobType, job.jobTypeEn),
    employmentType: job.employmentType,
    salaryRange: twin(locale, job.salaryRange, job.salaryRangeEn),
    baseSalary: job.baseSalary,
    postedDate: job.postedDate,
    validThrough: job.validThrough,
    shortDescription: twin(locale, job.shortDescription, job.shortDescriptionEn),
    companyDescription: twin(locale, job.companyDescription, job.companyDescriptionEn),
    missionDescription: twin(locale, job.missionDescription, job.missionDescriptionEn),
    valuesDescription: twin(locale, job.valuesDescription, job.valuesDescriptionEn),
    programParagraphs: twin(locale, job.programDescription, job.programDescriptionEn)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    dutiesAndResponsibilities: twin(locale, job.dutiesAndResponsibilities, job.dutiesAndResponsibilitiesEn),
    educationalQualification: twin(locale, job.educationalQualification, job.educationalQualificationEn),
    expectedExperience: twin(locale, job.expectedExperience, job.expectedExperienceEn),
    personalAndTechnicalSkills: twin(locale, job.personalAndTechnicalSkills, job.personalAndTechnicalSkillsEn),
    whatWeOffer: twin(locale, job.whatWeOffer, job.whatWeOfferEn),
    additionalInfo: twin(locale, job.additionalInfo, job.additionalInfoEn),
    applicationEmail: job.applicationEmail,
    applicationInstructions: twin(locale, job.applicationInstructions, job.applicationInstructionsEn),
    tags: twin(locale, job.tags, job.tagsEn),
  };
}

/** The offers visitors may see: only active ones (spec §2). */
export function getActiveJobs(locale: Locale, offers: JobOffer[] = jobOffers): LocalizedJob[] {
  return offers.filter((job) => job.isActive).map((job) => localizeJob(job, locale));
}

/** One active offer by slug, or null when unknown or inactive. */
export function getActiveJob(slug: string, locale: Locale, offers: JobOffer[] = jobOffers): LocalizedJob | null {
  const job = offers.find((offer) => offer.slug === slug && offer.isActive);
  return job ? localizeJob(job, locale) : null;
}

export function getActiveJobSlugs(offers: JobOffer[] = jobOffers): string[] {
  return offers.filter((job) => job.isActive).map((job) => job.slug);
}
