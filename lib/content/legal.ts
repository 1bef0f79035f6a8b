// Legal texts (privacy policy, terms of service) in French and English.
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

export type LegalSection = { title: string; paragraphs: string[]; items?: string[] };
export type LegalDocument = { title: string; lastUpdated: string; intro: string; sections: LegalSection[] };
export const legalLastUpdated = '2025-01-06';

const privacyEmail = siteConfig.emails.privacy;
const contactEmail = siteConfig.emails.contact;

export const privacyPolicy: Record<Locale, LegalDocument> = {
  fr: {
    title: 'Politique de confidentialité',
    lastUpdated: legalLastUpdated,
    intro:
      'Le groupe Solio attache une importance particulière à la protection de vos données personnelles. La présente politique explique quelles données nous collectons lorsque vous utilisez notre site ou entrez en relation avec nous, pourquoi nous les traitons, combien de temps nous les conservons et comment vous pouvez exercer vos droits. Elle s’applique à l’ensemble des entités du groupe, conformément au Règlement général sur la protection des données (RGPD) et aux législations applicables dans les pays où nous sommes présents.',
    sections: [
      {
        title: 'Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement des données collectées sur ce site est Solio, groupe spécialisé dans la transition énergétique et le numérique, fondé en 2019 et renommé Solio en 2025, dont le siège social est situé à Paris, en France.',
          'Lorsque vos données sont traitées par l’une de nos filiales (Growth Energy, Asking, MFG Technologies ou GEM E-Mobility) ou par l’un de nos bureaux locaux, cette entité peut agir en qualité de responsable conjoint du traitement ou de sous-traitant, selon la nature de la relation.',
          `Pour toute question relative à la protection de vos données, vous pouvez écrire à notre référent en matière de données personnelles à l’adresse ${privacyEmail}.`,
        ],
      },
      {
        title: 'Données collectées',
        paragraphs: [
          'Nous collectons uniquement les données nécessaires aux finalités décrites dans la présente politique. Selon la manière dont vous interagissez avec nous, il peut s’agir des catégories suivantes :',
        ],
        items: [
          'Données d’identification et de contact : prénom, nom, adresse email, numéro de téléphone, entreprise.',
          'Contenu de vos demandes : objet et message transmis via le formulaire de contact, informations relatives à un projet ou à une visite de showroom (besoins en énergie, consommation, services souhaités, date de visite).',
          'Données de candidature : CV, lettre de motivation, parcours professionnel et toute information que vous choisissez de nous communiquer dans le cadre d’un recrutement.',
          'Données de navigation : adresse IP, type de navigateur et d’appareil, pages consultées, date et heure de connexion, préférences de langue, de thème et de cookies.',
          'Données relatives à la relation commerciale : échanges, devis, contrats, factures et historique des prestations.',
        ],
      },
      {
        title: 'Bases légales du traitement',
        paragraphs: [
          'Chaque traitement repose sur l’une des bases légales prévues par l’article 6 du RGPD :',
        ],
        items: [
          'Votre consentement, notamment pour le dépôt de cookies non essentiels et l’envoi de communications commerciales ; vous pouvez le retirer à tout moment.',
          'L’exécution d’un contrat ou de mesures précontractuelles prises à votre demande, par exemple l’établissement d’un devis ou le suivi d’un projet.',
          'Notre intérêt légitime, pour répondre à vos demandes, assurer la sécurité du site, améliorer nos services et gérer nos recrutements, dans le respect de vos droits et libertés.',
          'Le respect de nos obligations légales et réglementaires, notamment en matière comptable, fiscale et de lutte contre la fraude.',
        ],
      },
      {
        title: 'Durée de conservation',
        paragraphs: [
          'Vos données sont conservées pendant une durée strictement nécessaire aux finalités pour lesquelles elles ont été collectées, puis supprimées ou anonymisées :',
        ],
        items: [
          'Candidatures : 2 ans à compter du dernier contact avec le candidat, sauf opposition de sa part.',
          'Relations commerciales (clients et prospects) : pendant toute la durée de la relation, puis 5 ans à compter de sa fin.',
          'Cookies et traceurs : 13 mois au maximum à compter de leur dépôt ; votre choix en matière de cookies est conservé pour la même durée.',
          'Données de sécurité et journaux de connexion : 1 an.',
        ],
      },
      {
        title: 'Partage des données',
        paragraphs: [
          'Vos données sont destinées aux équipes habilitées du groupe Solio qui en ont besoin pour traiter votre demande, notamment les services commerciaux, techniques, ressources humaines et administratifs.',
          'Elles peuvent être communiquées à nos filiales (Growth Energy, Asking, MFG Technologies, GEM E-Mobility) lorsque votre demande relève de leur activité, ainsi qu’à nos sous-traitants techniques (hébergement, messagerie, outils de gestion de la relation client, mesure d’audience), qui agissent sur nos instructions et sont tenus par des engagements contractuels de confidentialité et de sécurité.',
          'Nous pouvons également transmettre certaines données aux autorités administratives ou judiciaires lorsque la loi l’exige. Solio ne vend, ne loue ni ne cède jamais vos données personnelles à des tiers à des fins commerciales.',
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          `Conformément à la réglementation applicable, vous disposez des droits suivants sur vos données personnelles. Pour les exercer, écrivez-nous à ${privacyEmail} en précisant votre demande ; nous vous répondrons dans un délai d’un mois, qui peut être prolongé de deux mois en cas de demande complexe.`,
        ],
        items: [
          'Droit d’accès : obtenir la confirmation que vos données sont traitées et en recevoir une copie.',
          'Droit de rectification : faire corriger des données inexactes ou compléter des données incomplètes.',
          'Droit à l’effacement : obtenir la suppression de vos données dans les cas prévus par la loi.',
          'Droit à la limitation du traitement : demander le gel temporaire de l’utilisation de vos données.',
          'Droit à la portabilité : recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé, ou les faire transmettre à un autre responsable.',
          'Droit d’opposition : vous opposer à un traitement fondé sur notre intérêt légitime ainsi qu’à toute prospection commerciale.',
          'Droit de retirer votre consentement à tout moment, sans remettre en cause la licéité des traitements effectués auparavant.',
          'Droit d’introduire une réclamation auprès d’une autorité de contrôle (voir la dernière section de la présente politique).',
        ],
      },
      {
        title: 'Mesures de sécurité',
        paragraphs: [
          'Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données contre la perte, l’accès non autorisé, la divulgation ou l’altération : chiffrement des échanges (HTTPS), en-têtes de sécurité, contrôle des accès selon le principe du moindre privilège, journalisation et sauvegardes régulières.',
          'Nos collaborateurs et prestataires ayant accès aux données sont soumis à une obligation de confidentialité. En cas de violation de données susceptible d’engendrer un risque pour vos droits et libertés, nous en informerons l’autorité de contrôle compétente et, le cas échéant, les personnes concernées, dans les délais prévus par la loi.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'Lors de votre première visite, un bandeau vous permet d’accepter, de refuser ou de personnaliser l’utilisation des cookies. Seuls les cookies nécessaires sont déposés sans votre consentement ; les cookies utilisés sont regroupés en quatre catégories, décrites ci-dessous.',
          'Si vous refusez les cookies analytiques, les cookies _ga et _gid sont supprimés ; si vous refusez les cookies marketing, les cookies _fb et _pixel sont supprimés. Le refus des cookies non essentiels n’a aucune incidence sur votre accès au site.',
          'Vous pouvez modifier votre choix à tout moment grâce au bouton « Paramètres des cookies » situé en pied de page : il efface votre choix enregistré et affiche de nouveau le bandeau.',
        ],
        items: [
          'Nécessaires : indispensables au fonctionnement du site (mémorisation de votre choix en matière de cookies, de votre langue et de votre thème d’affichage, sécurité et authentification). Ils sont toujours actifs.',
          'Fonctionnels : mémorisent vos choix pour améliorer votre expérience.',
          'Analytiques : mesurent l’audience et l’utilisation du site afin d’en améliorer le contenu.',
          'Marketing : permettent de vous proposer des contenus et publicités adaptés à vos centres d’intérêt.',
        ],
      },
      {
        title: 'Transferts internationaux',
        paragraphs: [
          'Le groupe Solio est présent dans l’Union européenne (France), au Canada, au Kenya, en Tanzanie, au Burundi et au Nigeria. Vos données peuvent donc être transférées vers ces pays et y être traitées par les équipes concernées par votre demande.',
          'Lorsque le pays de destination ne bénéficie pas d’une décision d’adéquation de la Commission européenne, nous encadrons ces transferts par les clauses contractuelles types adoptées par la Commission, complétées si nécessaire par des mesures de sécurité supplémentaires. Vous pouvez obtenir une copie de ces garanties en nous écrivant.',
        ],
      },
      {
        title: 'Mineurs',
        paragraphs: [
          'Notre site et nos services s’adressent aux professionnels et aux adultes. Nous ne collectons pas sciemment de données personnelles concernant des personnes âgées de moins de 16 ans.',
          `Si vous êtes parent ou tuteur et pensez qu’un mineur de moins de 16 ans nous a transmis des données, contactez-nous à ${privacyEmail} : nous les supprimerons dans les meilleurs délais.`,
        ],
      },
      {
        title: 'Modifications de la présente politique',
        paragraphs: [
          'Nous pouvons mettre à jour la présente politique pour tenir compte de l’évolution de nos services, de nos pratiques ou de la réglementation. La date de dernière mise à jour figure en tête de ce document.',
          'En cas de modification substantielle, nous vous en informerons par un moyen approprié, par exemple un avis visible sur le site. Nous vous invitons à consulter régulièrement cette page.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: [
          `Pour toute question concernant la présente politique ou pour exercer vos droits, écrivez-nous à ${privacyEmail}.`,
          'Afin de protéger vos données, nous pourrons vous demander de justifier de votre identité avant de donner suite à votre demande.',
        ],
      },
      {
        title: 'Autorités de contrôle',
        paragraphs: [
          'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de l’autorité de protection des données compétente, notamment :',
        ],
        items: [
          'France : Commission nationale de l’informatique et des libertés (CNIL).',
          'Canada : Commissariat à la protection de la vie privée du Canada et, au Québec, Commission d’accès à l’information.',
          'Kenya : Office of the Data Protection Commissioner (ODPC).',
          'Tanzanie : Personal Data Protection Commission (PDPC).',
          'Nigeria : Nigeria Data Protection Commission (NDPC).',
          'Autres pays : l’autorité compétente du pays de votre résidence, lorsqu’elle existe.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    lastUpdated: legalLastUpdated,
    intro:
      'At Solio, we take the protection of your personal data seriously. This policy explains what information we collect when you visit our website or do business with us, why we use it, how long we keep it and how you can exercise your rights. It applies to every entity in the group and is based on the EU General Data Protection Regulation (GDPR) and the data protection laws of the countries where we operate.',
    sections: [
      {
        title: 'Data controller',
        paragraphs: [
          'The controller of the personal data collected through this website is Solio, an energy-transition and digital group founded in 2019 and renamed Solio in 2025, with its registered office in Paris, France.',
          'Where your data is handled by one of our subsidiaries (Growth Energy, Asking, MFG Technologies or GEM E-Mobility) or by one of our local offices, that entity may act as a joint controller or as a processor, depending on the context.',
          `If you have any questions about how we handle your data, please contact our privacy team at ${privacyEmail}.`,
        ],
      },
      {
        title: 'Data we collect',
        paragraphs: [
          'We only collect the data we need for the purposes described in this policy. Depending on how you interact with us, this may include:',
        ],
        items: [
          'Identity and contact details: first name, last name, email address, phone number and company.',
          'The content of your requests: the subject and message sent through our contact form, and details about a project or showroom visit (energy needs, consumption, services of interest, preferred date).',
          'Application data: your CV, cover letter, career history and any other information you choose to share during a recruitment process.',
          'Browsing data: IP address, browser and device type, pages visited, date and time of access, and your language, theme and cookie preferences.',
          'Business relationship data: correspondence, quotes, contracts, invoices and service history.',
        ],
      },
      {
        title: 'Legal bases for processing',
        paragraphs: ['Each processing activity relies on one of the legal bases set out in Article 6 of the GDPR:'],
        items: [
          'Consent — in particular for non-essential cookies and marketing communications. You can withdraw it at any time.',
          'Performance of a contract, or steps taken at your request before entering into one, such as preparing a quote or running a project.',
          'Legitimate interest — to answer your enquiries, keep the website secure, improve our services and manage recruitment, always balanced against your rights and freedoms.',
          'Compliance with legal obligations, notably accounting, tax and anti-fraud requirements.',
        ],
      },
      {
        title: 'Data retention',
        paragraphs: [
          'We keep your data only for as long as necessary for the purpose it was collected for. After that, it is deleted or anonymised:',
        ],
        items: [
          'Job applications: 2 years from our last interaction with the candidate, unless they ask us to delete them sooner.',
          'Customers and prospects: for the duration of the business relationship, plus 5 years after it ends.',
          'Cookies and similar technologies: no more than 13 months from when they are set; your cookie choice is stored for the same period.',
          'Security data and access logs: 1 year.',
        ],
      },
      {
        title: 'Sharing your data',
        paragraphs: [
          'Your data is accessible only to authorised Solio staff who need it to handle your request, such as our sales, technical, HR and administrative teams.',
          'It may be shared with our subsidiaries (Growth Energy, Asking, MFG Technologies, GEM E-Mobility) where your request concerns their business, and with service providers acting on our behalf (hosting, email, CRM tools, website analytics). These processors follow our instructions and are contractually bound to keep your data confidential and secure.',
          'We may also disclose data to public authorities or courts where the law requires it. Solio never sells, rents or trades your personal data.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          `Under applicable law, you have the following rights over your personal data. To exercise any of them, email us at ${privacyEmail}. We will reply within one month; for complex requests, this may be extended by a further two months.`,
        ],
        items: [
          'Right of access — to find out whether we process your data and obtain a copy of it.',
          'Right to rectification — to have inaccurate data corrected or incomplete data completed.',
          'Right to erasure — to have your data deleted where the law allows.',
          'Right to restriction — to ask us to temporarily limit how we use your data.',
          'Right to data portability — to receive the data you provided in a structured, commonly used format, or have it sent to another organisation.',
          'Right to object — to processing based on our legitimate interest and, at any time, to direct marketing.',
          'Right to withdraw consent at any time, without affecting the lawfulness of processing carried out beforehand.',
          'Right to lodge a complaint with a supervisory authority (see the last section of this policy).',
        ],
      },
      {
        title: 'Security',
        paragraphs: [
          'We use appropriate technical and organisational measures to protect your data against loss, unauthorised access, disclosure or alteration. These include encrypted connections (HTTPS), security headers, least-privilege access controls, logging and regular backups.',
          'Employees and contractors with access to personal data are bound by confidentiality obligations. If a data breach is likely to put your rights and freedoms at risk, we will notify the relevant supervisory authority and, where required, the people affected, within the legal deadlines.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'On your first visit, a banner lets you accept, reject or customise cookies. Only necessary cookies are set without your consent; the cookies we use fall into the four categories listed below.',
          'If you refuse analytics cookies, the _ga and _gid cookies are deleted; if you refuse marketing cookies, the _fb and _pixel cookies are deleted. Refusing non-essential cookies does not affect your access to the website.',
          'You can change your mind at any time using the “Cookie Settings” button in the footer, which clears your saved choice and shows the banner again.',
        ],
        items: [
          'Necessary — required for the website to work (remembering your cookie choice, your language and display theme, security and authentication). These are always on.',
          'Functional — remember your choices to improve your experience.',
          'Analytics — help us understand how visitors use the website so we can improve it.',
          'Marketing — let us show you content and advertising that match your interests.',
        ],
      },
      {
        title: 'International transfers',
        paragraphs: [
          'Solio operates in the European Union (France), Canada, Kenya, Tanzania, Burundi and Nigeria. Your data may therefore be transferred to and processed in these countries by the teams handling your request.',
          'Where a destination country is not covered by a European Commission adequacy decision, we rely on the Commission’s standard contractual clauses, supplemented by additional safeguards where needed. You can request a copy of these safeguards by contacting us.',
        ],
      },
      {
        title: 'Children',
        paragraphs: [
          'Our website and services are intended for businesses and adults. We do not knowingly collect personal data from anyone under 16.',
          `If you are a parent or guardian and believe a child under 16 has given us personal data, please contact us at ${privacyEmail} and we will delete it promptly.`,
        ],
      },
      {
        title: 'Changes to this policy',
        paragraphs: [
          'We may update this policy to reflect changes in our services, our practices or the law. The date of the latest update is shown at the top of this page.',
          'If we make significant changes, we will let you know in an appropriate way, for example through a notice on the website. We encourage you to review this page from time to time.',
        ],
      },
      {
        title: 'Contact us',
        paragraphs: [
          `If you have any questions about this policy, or to exercise your rights, email us at ${privacyEmail}.`,
          'To protect your data, we may ask you to verify your identity before acting on your request.',
        ],
      },
      {
        title: 'Supervisory authorities',
        paragraphs: [
          'If, after contacting us, you feel your concerns have not been resolved, you can lodge a complaint with the relevant data protection authority, including:',
        ],
        items: [
          'France: Commission nationale de l’informatique et des libertés (CNIL).',
          'Canada: Office of the Privacy Commissioner of Canada and, in Quebec, the Commission d’accès à l’information.',
          'Kenya: Office of the Data Protection Commissioner (ODPC).',
          'Tanzania: Personal Data Protection Commission (PDPC).',
          'Nigeria: Nigeria Data Protection Commission (NDPC).',
          'Other countries: the competent authority in your country of residence, where one exists.',
        ],
      },
    ],
  },
};

export const termsOfService: Record<Locale, LegalDocument> = {
  fr: {
    title: 'Conditions d’utilisation',
    lastUpdated: legalLastUpdated,
    intro:
      'Les présentes conditions d’utilisation régissent l’accès au site du groupe Solio et son utilisation. En naviguant sur le site, vous acceptez sans réserve les présentes conditions. Si vous ne les acceptez pas, nous vous invitons à ne pas utiliser le site.',
    sections: [
      {
        title: 'Objet',
        paragraphs: [
          'Les présentes conditions ont pour objet de définir les modalités selon lesquelles Solio met son site à la disposition des visiteurs, ainsi que les droits et obligations de chacun.',
          'Le site présente le groupe Solio, ses filiales et ses activités dans les domaines de l’énergie solaire photovoltaïque, du stockage d’énergie, de la mobilité électrique, du financement de projets, de l’intégration ERP/CRM et de l’analyse de données. Il permet également de nous contacter, de demander une visite de showroom et de postuler à nos offres d’emploi.',
        ],
      },
      {
        title: 'Mentions légales',
        paragraphs: [
          'Le site est édité par Solio, groupe spécialisé dans la transition énergétique et le numérique, dont le siège social est situé à Paris, en France.',
          'Le directeur de la publication est le Président-directeur général du groupe Solio.',
          'Le site est hébergé par un prestataire d’hébergement professionnel qui assure le stockage des données et la disponibilité du service dans des conditions de sécurité conformes à l’état de l’art. Ses coordonnées peuvent être obtenues sur simple demande.',
          `Pour toute question relative au site, vous pouvez nous écrire à ${contactEmail}.`,
        ],
      },
      {
        title: 'Accès au site',
        paragraphs: [
          'Le site est accessible gratuitement à tout utilisateur disposant d’un accès à Internet. Les frais liés à l’accès (matériel, logiciels, connexion) restent à la charge de l’utilisateur.',
          'Solio s’efforce d’assurer un accès continu au site, mais ne peut le garantir. L’accès peut être suspendu ou interrompu, notamment pour des opérations de maintenance, de mise à jour ou en cas de force majeure, sans que cela ouvre droit à une quelconque indemnité.',
        ],
      },
      {
        title: 'Utilisations interdites',
        paragraphs: ['En utilisant le site, vous vous engagez à ne pas :'],
        items: [
          'porter atteinte au fonctionnement, à la sécurité ou à l’intégrité du site, notamment par l’introduction de virus ou de codes malveillants ;',
          'tenter d’accéder sans autorisation aux systèmes, serveurs ou données de Solio ;',
          'extraire de manière automatisée ou massive le contenu du site ;',
          'transmettre via nos formulaires des contenus illicites, diffamatoires, trompeurs ou contraires aux droits de tiers ;',
          'usurper l’identité d’une autre personne ou fournir de fausses informations ;',
          'utiliser le site à des fins de prospection non sollicitée ou de spam.',
        ],
      },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          'L’ensemble des éléments du site (textes, images, photographies, logos, marques, vidéos, graphismes, logiciels et structure) est la propriété exclusive de Solio ou de ses filiales, ou fait l’objet d’une autorisation d’utilisation. Ces éléments sont protégés par le droit de la propriété intellectuelle.',
          'Toute reproduction, représentation, modification ou exploitation, totale ou partielle, de ces éléments sans l’autorisation écrite préalable de Solio est interdite et peut constituer une contrefaçon. Les marques Solio, Growth Energy, Asking, MFG Technologies et GEM E-Mobility ne peuvent être utilisées sans accord exprès.',
        ],
      },
      {
        title: 'Données personnelles',
        paragraphs: [
          'Les données personnelles que vous nous communiquez via le site sont traitées conformément à notre Politique de confidentialité, qui précise les finalités des traitements, les durées de conservation et les modalités d’exercice de vos droits.',
          `Pour toute question relative à vos données, vous pouvez écrire à ${privacyEmail}.`,
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'Le site utilise des cookies nécessaires à son fonctionnement et, sous réserve de votre consentement, des cookies fonctionnels, analytiques et marketing.',
          'Vous pouvez accepter, refuser ou personnaliser ces cookies lors de votre première visite, et modifier votre choix à tout moment grâce au bouton « Paramètres des cookies » en pied de page. Le détail des cookies utilisés figure dans notre Politique de confidentialité.',
        ],
      },
      {
        title: 'Liens externes',
        paragraphs: [
          'Le site peut contenir des liens vers des sites tiers, notamment ceux de nos filiales, de nos partenaires ou de réseaux sociaux. Ces liens sont fournis à titre informatif.',
          'Solio n’exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu, leur disponibilité ou leurs pratiques en matière de données personnelles. Nous vous invitons à consulter leurs propres conditions et politiques.',
        ],
      },
      {
        title: 'Responsabilité',
        paragraphs: [
          'Les informations publiées sur le site sont fournies à titre indicatif et peuvent être modifiées sans préavis. Malgré le soin apporté à leur rédaction, Solio ne garantit pas leur exactitude, leur exhaustivité ni leur actualité, et elles ne constituent ni une offre contractuelle ni un conseil technique, financier ou juridique.',
          'Dans les limites autorisées par la loi, Solio ne saurait être tenue responsable des dommages directs ou indirects résultant de l’utilisation du site, de l’impossibilité d’y accéder ou de l’utilisation des informations qui y figurent. Rien dans les présentes ne limite la responsabilité de Solio lorsque cette limitation est interdite par la loi.',
        ],
      },
      {
        title: 'Recrutement',
        paragraphs: [
          'Le site vous permet de consulter nos offres d’emploi et de nous adresser votre candidature. Les informations transmises sont utilisées exclusivement pour étudier votre profil et gérer le processus de recrutement au sein du groupe Solio et de ses filiales.',
          'Les données de candidature sont conservées 2 ans à compter du dernier contact, afin de pouvoir vous proposer d’autres opportunités, sauf si vous demandez leur suppression plus tôt. Vous vous engagez à fournir des informations exactes et à jour.',
        ],
      },
      {
        title: 'Modifications des conditions',
        paragraphs: [
          'Solio peut modifier les présentes conditions à tout moment afin de les adapter à l’évolution du site, de ses services ou de la réglementation. La date de dernière mise à jour figure en tête de ce document.',
          'Les conditions applicables sont celles en vigueur au moment de votre navigation. Nous vous invitons à les consulter régulièrement.',
        ],
      },
      {
        title: 'Droit applicable',
        paragraphs: [
          'Les présentes conditions sont régies par le droit français. En cas de litige, les parties s’efforceront de trouver une solution amiable avant toute action judiciaire ; à défaut, les tribunaux de Paris seront seuls compétents, sous réserve des règles impératives applicables.',
          'Les consommateurs résidant au Kenya, en Tanzanie ou au Burundi conservent le bénéfice des dispositions impératives du droit de la consommation de leur pays de résidence, que le choix du droit français ne saurait écarter.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: [
          `Pour toute question relative aux présentes conditions ou au site, écrivez-nous à ${contactEmail}.`,
          `Pour toute question relative à vos données personnelles, contactez-nous à ${privacyEmail}.`,
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Service',
    lastUpdated: legalLastUpdated,
    intro:
      'These terms of service govern your access to and use of the Solio group website. By browsing the site, you agree to be bound by them. If you do not agree, please do not use the site.',
    sections: [
      {
        title: 'Purpose',
        paragraphs: [
          'These terms set out the conditions under which Solio makes its website available to visitors, and the rights and responsibilities of each party.',
          'The website presents the Solio group, its subsidiaries and its work in solar PV, energy storage, e-mobility, project financing, ERP/CRM integration and data analysis. It also lets you get in touch with us, book a showroom visit and apply for our job openings.',
        ],
      },
      {
        title: 'Legal notice',
        paragraphs: [
          'This website is published by Solio, an energy-transition and digital group with its registered office in Paris, France.',
          'The publication director is the Chairman and Chief Executive Officer of the Solio group.',
          'The website is hosted by a professional hosting provider responsible for data storage and service availability under industry-standard security conditions. Its details are available on request.',
          `If you have any questions about the website, email us at ${contactEmail}.`,
        ],
      },
      {
        title: 'Access to the website',
        paragraphs: [
          'The website is free to access for anyone with an internet connection. Any costs of access (equipment, software, connection) are your responsibility.',
          'We do our best to keep the website available at all times but cannot guarantee uninterrupted access. Access may be suspended or interrupted, for example for maintenance, updates or events beyond our control, without giving rise to any compensation.',
        ],
      },
      {
        title: 'Prohibited uses',
        paragraphs: ['When using the website, you agree not to:'],
        items: [
          'interfere with the operation, security or integrity of the website, including by introducing viruses or malicious code;',
          'attempt to gain unauthorised access to Solio’s systems, servers or data;',
          'scrape or otherwise extract the website’s content in an automated or large-scale way;',
          'submit unlawful, defamatory or misleading content, or content that infringes the rights of others, through our forms;',
          'impersonate anyone else or provide false information;',
          'use the website to send unsolicited commercial messages or spam.',
        ],
      },
      {
        title: 'Intellectual property',
        paragraphs: [
          'All content on the website — including text, images, photographs, logos, trademarks, videos, graphics, software and layout — is owned by Solio or its subsidiaries, or used under licence, and is protected by intellectual property law.',
          'You may not reproduce, display, modify or exploit any of this content, in whole or in part, without Solio’s prior written permission; doing so may constitute infringement. The Solio, Growth Energy, Asking, MFG Technologies and GEM E-Mobility names and logos may not be used without our express consent.',
        ],
      },
      {
        title: 'Personal data',
        paragraphs: [
          'Any personal data you provide through the website is handled in accordance with our Privacy Policy, which explains why we process it, how long we keep it and how you can exercise your rights.',
          `If you have questions about your data, please contact ${privacyEmail}.`,
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'The website uses cookies that are necessary for it to work and, with your consent, functional, analytics and marketing cookies.',
          'You can accept, reject or customise these cookies on your first visit, and change your choice at any time using the “Cookie Settings” button in the footer. Full details are available in our Privacy Policy.',
        ],
      },
      {
        title: 'External links',
        paragraphs: [
          'The website may contain links to third-party websites, such as those of our subsidiaries, partners or social networks. These links are provided for your convenience.',
          'Solio has no control over these websites and accepts no responsibility for their content, availability or privacy practices. We recommend that you read their own terms and policies.',
        ],
      },
      {
        title: 'Liability',
        paragraphs: [
          'Information on the website is provided for general information only and may change without notice. While we take care to keep it accurate, Solio does not guarantee that it is complete, correct or up to date, and nothing on the website constitutes a contractual offer or technical, financial or legal advice.',
          'To the extent permitted by law, Solio is not liable for any direct or indirect loss arising from your use of the website, your inability to access it or your reliance on its content. Nothing in these terms limits Solio’s liability where the law does not allow it to be limited.',
        ],
      },
      {
        title: 'Recruitment',
        paragraphs: [
          'You can browse our job openings and apply through the website. The information you send us is used solely to assess your application and manage recruitment across the Solio group and its subsidiaries.',
          'Application data is kept for 2 years from our last interaction, so that we can consider you for future opportunities, unless you ask us to delete it sooner. You agree to provide accurate and up-to-date information.',
        ],
      },
      {
        title: 'Changes to these terms',
        paragraphs: [
          'Solio may update these terms at any time to reflect changes to the website, our services or the law. The date of the latest update is shown at the top of this page.',
          'The version in force when you use the website is the one that applies. We encourage you to review these terms regularly.',
        ],
      },
      {
        title: 'Governing law',
        paragraphs: [
          'These terms are governed by French law. In the event of a dispute, the parties will first seek an amicable resolution; failing that, the courts of Paris will have exclusive jurisdiction, subject to any mandatory rules to the contrary.',
          'If you are a consumer residing in Kenya, Tanzania or Burundi, you continue to benefit from the mandatory consumer protection laws of your country of residence, which the choice of French law does not override.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: [
          `If you have any questions about these terms or the website, email us at ${contactEmail}.`,
          `If you have any questions about your personal data, contact us at ${privacyEmail}.`,
        ],
      },
    ],
  },
};
