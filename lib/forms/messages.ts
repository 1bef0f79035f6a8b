// Validation and delivery messages of every form, in French (the spec's wording) and English.
import type { Locale } from '@/lib/i18n/routing';

export type FormMessages = {
  emailRequired: string;
  emailTooLong: string;
  emailInvalid: string;
  nameRequired: string;
  nameTooLong: string;
  nameInvalid: string;
  /** The contact form's 'Nom' / 'Last name': in French the same words as a full name's. */
  lastNameRequired: string;
  lastNameTooLong: string;
  lastNameInvalid: string;
  firstNameRequired: string;
  firstNameTooLong: string;
  firstNameInvalid: string;
  phoneTooShort: string;
  phoneTooLong: string;
  phoneInvalid: string;
  phoneRequired: string;
  messageRequired: string;
  messageTooLong: string;
  subjectRequired: string;
  subjectTooLong: string;
  coverLetterTooLong: string;
  jobTitleRequired: string;
  jobTitleTooLong: string;
  agreementRequired: string;
  languageInvalid: string;
  companyTooLong: string;
  showroomInvalid: string;
  visitDateTooLong: string;
  servicesInvalid: string;
  numberInvalid: string;
  formTypeInvalid: string;
  participationInvalid: string;
  eventTitleTooLong: string;
  cvRequired: string;
  fileNameTooLong: string;
  fileTypeTitle: string;
  fileTypeDescription: string;
  cvTooLarge: string;
  otherTooLarge: string;
  fileTooLargeTitle: string;
  attachmentsTooLarge: string;
  attachmentsTooLargeDescription: string;
  genericFileTooLarge: string;
  genericFileType: string;
  validationFailed: string;
  validationTitle: string;
  valueInvalid: string;
  charactersInvalid: string;
  visitDateInvalid: string;
  duplicateFile: string;
  tooManyAttemptsTitle: string;
  tooManyAttempts: string;
  crossOrigin: string;
  unsupportedMediaType: string;
  unreadableBody: string;
  bodyTooLarge: string;
  notStored: string;
  mailerTimeout: string;
  mailerUnreachable: string;
};

export const formMessages: Record<Locale, FormMessages> = {
  fr: {
    emailRequired: "L'email est requis",
    emailTooLong: "L'email est trop long",
    emailInvalid: 'Email invalide',
    nameRequired: 'Le nom est requis',
    nameTooLong: 'Le nom est trop long (max 100 caractères)',
    nameInvalid: 'Le nom ne peut contenir que des lettres, espaces, tirets et apostrophes',
    lastNameRequired: 'Le nom est requis',
    lastNameTooLong: 'Le nom est trop long (max 100 caractères)',
    lastNameInvalid: 'Le nom ne peut contenir que des lettres, espaces, tirets et apostrophes',
    firstNameRequired: 'Le prénom est requis',
    firstNameTooLong: 'Le prénom est trop long (max 100 caractères)',
    firstNameInvalid: 'Le prénom ne peut contenir que des lettres, espaces, tirets et apostrophes',
    phoneTooShort: 'Le numéro de téléphone est trop court',
    phoneTooLong: 'Le numéro de téléphone est trop long',
    phoneInvalid: 'Le numéro de téléphone contient des caractères invalides',
    phoneRequired: 'Le numéro de téléphone est requis et doit contenir au moins 8 chiffres',
    messageRequired: 'Le message est requis',
    messageTooLong: 'Le message est trop long (max 5000 caractères)',
    subjectRequired: 'Le sujet est requis',
    subjectTooLong: 'Le sujet est trop long (max 200 caractères)',
    coverLetterTooLong: 'Le texte est trop long (max 1000 caractères)',
    jobTitleRequired: 'Le titre du poste est requis',
    jobTitleTooLong: 'Le titre du poste est trop long (max 200 caractères)',
    agreementRequired: 'Vous devez accepter les conditions',
    languageInvalid: 'Langue invalide',
    companyTooLong: "Le nom de l'entreprise est trop long (max 200 caractères)",
    showroomInvalid: 'Showroom invalide',
    visitDateTooLong: 'La date de visite est trop longue (max 100 caractères)',
    servicesInvalid: 'Service invalide',
    numberInvalid: 'Veuillez saisir un nombre positif',
    formTypeInvalid: 'Type de formulaire invalide',
    participationInvalid: 'Mode de participation invalide',
    eventTitleTooLong: "Le titre de l'événement est trop long (max 200 caractères)",
    cvRequired: 'Le CV est requis',
    fileNameTooLong: 'Le nom du fichier est trop long (max 255 caractères)',
    fileTypeTitle: 'Type de fichier invalide',
    fileTypeDescription: 'Veuillez utiliser un fichier PDF, DOC ou DOCX',
    cvTooLarge: 'Le CV ne doit pas dépasser 7MB',
    otherTooLarge: 'Les documents supplémentaires ne doivent pas dépasser 7MB',
    fileTooLargeTitle: 'Fichier trop volumineux',
    attachmentsTooLarge: 'Pièces jointes trop volumineuses',
    attachmentsTooLargeDescription: 'Les pièces jointes ne doivent pas dépasser 18 Mo au total',
    genericFileTooLarge: 'Le fichier est trop volumineux (max 10MB)',
    genericFileType: 'Type de fichier non autorisé. Utilisez PDF, DOC ou DOCX',
    validationFailed: 'Une erreur de validation est survenue',
    validationTitle: 'Erreur de validation',
    valueInvalid: 'Valeur invalide',
    charactersInvalid: 'Ce champ contient des caractères non autorisés (retours à la ligne ou caractères de contrôle)',
    visitDateInvalid: "Veuillez choisir une date de visite valide, aujourd'hui ou plus tard",
    duplicateFile: 'Un seul fichier par champ',
    tooManyAttemptsTitle: 'Trop de tentatives',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {minutes} minutes.',
    crossOrigin: 'Le formulaire doit être envoyé depuis le site.',
    unsupportedMediaType: "Le format d'envoi n'est pas pris en charge.",
    unreadableBody: "Le formulaire reçu n'a pas pu être lu.",
    bodyTooLarge: 'Le formulaire envoyé est trop volumineux.',
    notStored: "L'envoi n'a pas pu être enregistré.",
    mailerTimeout: "Le serveur d'envoi n'a pas répondu à temps",
    mailerUnreachable: "Le serveur d'envoi est injoignable",
  },
  en: {
    emailRequired: 'Email is required',
    emailTooLong: 'Email is too long',
    emailInvalid: 'Invalid email',
    nameRequired: 'Name is required',
    nameTooLong: 'Name is too long (max 100 characters)',
    nameInvalid: 'Name may only contain letters, spaces, hyphens and apostrophes',
    lastNameRequired: 'Last name is required',
    lastNameTooLong: 'Last name is too long (max 100 characters)',
    lastNameInvalid: 'Last name may only contain letters, spaces, hyphens and apostrophes',
    firstNameRequired: 'First name is required',
    firstNameTooLong: 'First name is too long (max 100 characters)',
    firstNameInvalid: 'First name may only contain letters, spaces, hyphens and apostrophes',
    phoneTooShort: 'Phone number is too short',
    phoneTooLong: 'Phone number is too long',
    phoneInvalid: 'Phone number contains invalid characters',
    phoneRequired: 'Phone number is required and must contain at least 8 digits',
    messageRequired: 'Message is required',
    messageTooLong: 'Message is too long (max 5000 characters)',
    subjectRequired: 'Subject is required',
    subjectTooLong: 'Subject is too long (max 200 characters)',
    coverLetterTooLong: 'Text is too long (max 1000 characters)',
    jobTitleRequired: 'Job title is required',
    jobTitleTooLong: 'Job title is too long (max 200 characters)',
    agreementRequired: 'You must accept the terms',
    languageInvalid: 'Invalid language',
    companyTooLong: 'Company name is too long (max 200 characters)',
    showroomInvalid: 'Invalid showroom',
    visitDateTooLong: 'Visit date is too long (max 100 characters)',
    servicesInvalid: 'Invalid service',
    numberInvalid: 'Please enter a positive number',
    formTypeInvalid: 'Invalid form type',
    participationInvalid: 'Invalid participation mode',
    eventTitleTooLong: 'Event title is too long (max 200 characters)',
    cvRequired: 'CV is required',
    fileNameTooLong: 'File name is too long (max 255 characters)',
    fileTypeTitle: 'Invalid File Type',
    fileTypeDescription: 'Please use a PDF, DOC or DOCX file',
    cvTooLarge: 'CV must not exceed 7MB',
    otherTooLarge: 'Additional documents must not exceed 7MB',
    fileTooLargeTitle: 'File Too Large',
    attachmentsTooLarge: 'Attachments too large',
    attachmentsTooLargeDescription: 'Attachments must not exceed 18MB in total',
    genericFileTooLarge: 'File is too large (max 10MB)',
    genericFileType: 'File type not allowed. Use PDF, DOC or DOCX',
    validationFailed: 'A validation error occurred',
    validationTitle: 'Validation Error',
    valueInvalid: 'Invalid value',
    charactersInvalid: 'This field contains characters that are not allowed (line breaks or control characters)',
    visitDateInvalid: 'Please choose a valid visit date, today or later',
    duplicateFile: 'Only one file per field',
    tooManyAttemptsTitle: 'Too Many Attempts',
    tooManyAttempts: 'Too many attempts. Please try again in {minutes} minutes.',
    crossOrigin: 'The form must be sent from the site.',
    unsupportedMediaType: 'This way of sending the form is not supported.',
    unreadableBody: 'The form received could not be read.',
    bodyTooLarge: 'The form sent is too large.',
    notStored: 'The submission could not be stored.',
    mailerTimeout: 'The mail server did not answer in time',
    mailerUnreachable: 'The mail server cannot be reached',
  },
};
