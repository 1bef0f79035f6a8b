import { z } from 'zod';
import { asTitleField } from './fields';
import { formMessages } from './messages';
import { earliestVisitDate, fieldErrors, formSchemas } from './schemas';

// The spec's French messages.
const { contact: contactSchema, showroom: showroomSchema, jobApplication: jobApplicationSchema, dialogForm: dialogFormSchema } = formSchemas('fr');

const fr = formMessages.fr;

function firstErrors(result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) {
  return result.success || !result.error ? {} : fieldErrors(result.error);
}

const validContact = { prenom: 'Amélie', nom: "N'Diaye-Koné", email: ' Amelie@Example.COM ', telephone: '', sujet: 'Partenariat', message: 'Bonjour' };
const validApplication = { fullName: 'Jean Pierre Dupont', email: 'jean@example.com', phone: '+33 (0)6 12-34-56', coverLetter: '', jobTitle: 'HR & Talent Manager', agreement: true, language: 'fr' as const };

describe('shared e-mail rule', () => {
  it('trims and lowercases a valid address', () => {
    expect(contactSchema.parse(validContact).email).toBe('amelie@example.com');
  });
  it.each([
    ['', fr.emailRequired],
    ['   ', fr.emailRequired],
    [`${'a'.repeat(250)}@example.com`, fr.emailTooLong],
    ['not-an-email', fr.emailInvalid],
    ['a@b', fr.emailInvalid],
  ])('rejects %j with its message', (email, message) => {
    expect(firstErrors(contactSchema.safeParse({ ...validContact, email })).email).toBe(message);
  });
  it('answers a missing e-mail as required', () => {
    const { email: _omit, ...rest } = validContact;
    void _omit;
    expect(firstErrors(contactSchema.safeParse(rest)).email).toBe(fr.emailRequired);
  });
});

describe('shared name rule', () => {
  it.each(['Zoë', 'Jean-Luc', "O'Brien", 'Marie Ève', 'Ngozi’s'])('accepts %j', (name) => {
    expect(showroomSchema.safeParse({ name, email: 'a@example.com' }).success).toBe(true);
  });
  it.each([
    ['', fr.nameRequired],
    ['a'.repeat(101), fr.nameTooLong],
    ['Robert; DROP TABLE', fr.nameInvalid],
    ['<script>', fr.nameInvalid],
    ['R2D2', fr.nameInvalid],
  ])('rejects %j with its message', (name, message) => {
    expect(firstErrors(showroomSchema.safeParse({ name, email: 'a@example.com' })).name).toBe(message);
  });
  it('accepts exactly 100 characters', () => {
    expect(showroomSchema.safeParse({ name: 'a'.repeat(100), email: 'a@example.com' }).success).toBe(true);
  });
  it('gives the first name its own messages in the contact form', () => {
    expect(firstErrors(contactSchema.safeParse({ ...validContact, prenom: '' })).prenom).toBe('Le prénom est requis');
    expect(firstErrors(contactSchema.safeParse({ ...validContact, prenom: '1' })).prenom).toBe(fr.firstNameInvalid);
    expect(firstErrors(contactSchema.safeParse({ ...validContact, prenom: 'a'.repeat(101) })).prenom).toBe(fr.firstNameTooLong);
    expect(firstErrors(contactSchema.safeParse({ ...validContact, nom: '' })).nom).toBe('Le nom est requis');
  });
});

describe('optional phone rule', () => {
  it.each(['', undefined, '+33 6 12 34 56 78', '(514) 555-0199'])('accepts %j', (telephone) => {
    expect(contactSchema.safeParse({ ...validContact, telephone }).success).toBe(true);
  });
  it.each([
    ['1234567', 'Le numéro de téléphone est trop court'],
    ['1'.repeat(21), 'Le numéro de téléphone est trop long'],
    ['12345678a', 'Le numéro de téléphone contient des caractères invalides'],
    ['abcdefgh', 'Le numéro de téléphone contient des caractères invalides'],
  ])('rejects %j with its message', (telephone, message) => {
    expect(firstErrors(contactSchema.safeParse({ ...validContact, telephone })).telephone).toBe(message);
  });
  it('counts characters, separators included, as the spec says (8-20 characters) and the input does', () => {
    expect(contactSchema.safeParse({ ...validContact, telephone: '12345678' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...validContact, telephone: '+1 (514) 555-01-99 ' }).success).toBe(true);
    expect(firstErrors(contactSchema.safeParse({ ...validContact, telephone: '+1 (514) 555 - 01 - 99' })).telephone).toBe(fr.phoneTooLong);
    expect(firstErrors(showroomSchema.safeParse({ name: 'Asha Mwinyi', email: 'asha@example.com', phone: '06 12 3' })).phone).toBe(fr.phoneTooShort);
    expect(firstErrors(dialogFormSchema.safeParse({ type: 'contact', name: 'Kwame Mensah', email: 'k@example.com', phone: '555 123', message: 'Hello', language: 'fr' })).phone).toBe(fr.phoneTooShort);
  });
});

describe('contact schema', () => {
  it('requires a subject and a message, with their messages', () => {
    const errors = firstErrors(contactSchema.safeParse({ ...validContact, sujet: ' ', message: '' }));
    expect(errors).toEqual({ sujet: 'Le sujet est requis', message: 'Le message est requis' });
  });
  it('caps the message at 5000 and the subject at 200 characters', () => {
    expect(contactSchema.safeParse({ ...validContact, message: 'a'.repeat(5000) }).success).toBe(true);
    expect(firstErrors(contactSchema.safeParse({ ...validContact, message: 'a'.repeat(5001) })).message).toBe('Le message est trop long (max 5000 caractères)');
    expect(firstErrors(contactSchema.safeParse({ ...validContact, sujet: 'a'.repeat(201) })).sujet).toBe(fr.subjectTooLong);
  });
  it('refuses line breaks in one-line fields, which could reach a mail header, but keeps them in the message', () => {
    const injected = { ...validContact, sujet: 'Hello\r\nBcc: victim@example.test', prenom: 'Jean\nBcc', telephone: '1234\r\n5678' };
    expect(firstErrors(contactSchema.safeParse(injected))).toEqual({ prenom: fr.firstNameInvalid, telephone: fr.phoneInvalid, sujet: fr.charactersInvalid });
    expect(contactSchema.parse({ ...validContact, message: 'Bonjour,\r\n\tà bientôt' }).message).toBe('Bonjour,\n\tà bientôt');
    expect(firstErrors(contactSchema.safeParse({ ...validContact, message: 'nul\u0000byte' })).message).toBe(fr.charactersInvalid);
    expect(contactSchema.parse({ ...validContact, prenom: 'Jean\u00a0Marc' }).prenom).toBe('Jean\u00a0Marc');
  });
  it('refuses bidirectional overrides and broken surrogate pairs, in one-line fields and in the message', () => {
    for (const text of ['ACME\u202e\u2066fdp.exe', 'ACME \ud800', 'ACME \udc00x']) {
      expect(firstErrors(contactSchema.safeParse({ ...validContact, sujet: text })).sujet).toBe(fr.charactersInvalid);
      expect(firstErrors(contactSchema.safeParse({ ...validContact, message: text })).message).toBe(fr.charactersInvalid);
    }
    expect(contactSchema.parse({ ...validContact, sujet: 'שלום \u200fAcme 😀' }).sujet).toBe('שלום \u200fAcme 😀');
  });
  it("answers a wrong type in an optional field in the visitor's language", () => {
    const en = formSchemas('en');
    expect(firstErrors(en.contact.safeParse({ ...validContact, telephone: 12345678 })).telephone).toBe(formMessages.en.phoneInvalid);
    expect(firstErrors(en.showroom.safeParse({ name: 'Asha Mwinyi', email: 'asha@example.com', company: 42 })).company).toBe(formMessages.en.valueInvalid);
  });
  it('drops unknown fields', () => {
    expect(contactSchema.parse({ ...validContact, admin: true })).not.toHaveProperty('admin');
  });
});

describe('showroom schema', () => {
  const valid = { name: 'Asha Mwinyi', email: 'asha@example.com' };
  it('keeps only name and e-mail required', () => {
    expect(showroomSchema.parse(valid)).toEqual({ name: 'Asha Mwinyi', email: 'asha@example.com' });
  });
  it('accepts the spec values of showroom and services', () => {
    for (const showroom of ['zanzibar-fumba', 'zanzibar-jambiani', 'both', '']) expect(showroomSchema.safeParse({ ...valid, showroom }).success).toBe(true);
    for (const services of ['solar', 'battery', 'electric-mobility', 'energy-management', 'all', '']) expect(showroomSchema.safeParse({ ...valid, services }).success).toBe(true);
  });
  it('rejects other values', () => {
    expect(firstErrors(showroomSchema.safeParse({ ...valid, showroom: 'paris' })).showroom).toBe(fr.showroomInvalid);
    expect(firstErrors(showroomSchema.safeParse({ ...valid, services: 'hack' })).services).toBe(fr.servicesInvalid);
  });
  it('takes numbers (monthly load with decimals) and refuses other text', () => {
    expect(showroomSchema.safeParse({ ...valid, rooms: '3', acs: '2', monthlyLoadKw: '4.5', monthlyConsumptionKwh: '320' }).success).toBe(true);
    expect(firstErrors(showroomSchema.safeParse({ ...valid, rooms: '-1' })).rooms).toBe(fr.numberInvalid);
    expect(firstErrors(showroomSchema.safeParse({ ...valid, monthlyLoadKw: 'abc' })).monthlyLoadKw).toBe(fr.numberInvalid);
  });
  it('caps company at 200, visit date at 100 and message at 5000', () => {
    expect(firstErrors(showroomSchema.safeParse({ ...valid, company: 'a'.repeat(201) })).company).toBe(fr.companyTooLong);
    expect(firstErrors(showroomSchema.safeParse({ ...valid, visitDate: 'a'.repeat(101) })).visitDate).toBe(fr.visitDateTooLong);
    expect(firstErrors(showroomSchema.safeParse({ ...valid, message: 'a'.repeat(5001) })).message).toBe(fr.messageTooLong);
  });
  it('caps numbers at nine digits and three decimals', () => {
    expect(showroomSchema.safeParse({ ...valid, rooms: '0', monthlyConsumptionKwh: '123456789.125' }).success).toBe(true);
    expect(firstErrors(showroomSchema.safeParse({ ...valid, rooms: '9'.repeat(40_000) })).rooms).toBe(fr.numberInvalid);
    expect(firstErrors(showroomSchema.safeParse({ ...valid, acs: 3 })).acs).toBe(fr.numberInvalid);
  });
  it('takes a visit date from the date input: a real calendar day, today or later', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-15`;
    expect(showroomSchema.parse({ ...valid, visitDate: nextYear }).visitDate).toBe(nextYear);
    expect(showroomSchema.safeParse({ ...valid, visitDate: '' }).success).toBe(true);
    for (const visitDate of ['1999-01-01', '2030-02-30', '15/06/2030', 'banana <script>']) {
      expect(firstErrors(showroomSchema.safeParse({ ...valid, visitDate })).visitDate).toBe(fr.visitDateInvalid);
    }
  });
  it("counts today from the time zone furthest behind, so no visitor's today is refused", () => {
    expect(earliestVisitDate(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-20');
    expect(earliestVisitDate(new Date('2026-11-21T13:00:00Z'))).toBe('2026-11-21');
  });
});

describe('job application schema', () => {
  it('accepts a complete application', () => {
    expect(jobApplicationSchema.safeParse(validApplication).success).toBe(true);
  });
  it('requires a phone of at least 8 digits with the spec message', () => {
    const message = 'Le numéro de téléphone est requis et doit contenir au moins 8 chiffres';
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, phone: '' })).phone).toBe(message);
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, phone: '1234' })).phone).toBe(message);
    for (const phone of ['++++++++', '-- -- --', '(+) 12 34 56']) expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, phone })).phone).toBe(message);
    expect(firstErrors(formSchemas('en').jobApplication.safeParse({ ...validApplication, phone: '+ 1234567' })).phone).toBe('Phone number is required and must contain at least 8 digits');
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, phone: '1'.repeat(21) })).phone).toBe(fr.phoneTooLong);
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, phone: '12345678#' })).phone).toBe(fr.phoneInvalid);
  });
  it('caps the cover letter at 1000 characters', () => {
    expect(jobApplicationSchema.safeParse({ ...validApplication, coverLetter: 'a'.repeat(1000) }).success).toBe(true);
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, coverLetter: 'a'.repeat(1001) })).coverLetter).toBe('Le texte est trop long (max 1000 caractères)');
  });
  it('counts a line break as one character, as the browser does, however it was sent', () => {
    const typed = `${Array.from({ length: 10 }, () => 'a'.repeat(99)).join('\n')}a`;
    const sent = typed.replaceAll('\n', '\r\n');
    expect(typed).toHaveLength(1000);
    expect(jobApplicationSchema.parse({ ...validApplication, coverLetter: sent }).coverLetter).toBe(typed);
    expect(jobApplicationSchema.parse({ ...validApplication, coverLetter: 'Madame,\rMonsieur' }).coverLetter).toBe('Madame,\nMonsieur');
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, coverLetter: `${sent}a` })).coverLetter).toBe(fr.coverLetterTooLong);
  });
  it('requires the agreement', () => {
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, agreement: false })).agreement).toBe('Vous devez accepter les conditions');
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, agreement: 'true' })).agreement).toBe('Vous devez accepter les conditions');
  });
  it('requires a job title of 1 to 200 characters', () => {
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, jobTitle: '' })).jobTitle).toBe(fr.jobTitleRequired);
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, jobTitle: 'a'.repeat(201) })).jobTitle).toBe(fr.jobTitleTooLong);
  });
  it('accepts only fr or en as language', () => {
    expect(jobApplicationSchema.safeParse({ ...validApplication, language: 'en' }).success).toBe(true);
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, language: 'de' })).language).toBe(fr.languageInvalid);
  });
  it('applies the full-name rule', () => {
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, fullName: '' })).fullName).toBe(fr.nameRequired);
  });
});

describe('dialog form schema', () => {
  const valid = { type: 'contact', name: 'Kwame Mensah', email: 'k@example.com', message: 'Hello', language: 'fr' };
  it('accepts the four types', () => {
    for (const type of ['candidature', 'postuler', 'inscription', 'contact']) expect(dialogFormSchema.safeParse({ ...valid, type }).success).toBe(true);
  });
  it('rejects another type', () => {
    expect(firstErrors(dialogFormSchema.safeParse({ ...valid, type: 'quote' })).type).toBe(fr.formTypeInvalid);
  });
  it('requires name, e-mail and message; phone is optional', () => {
    expect(firstErrors(dialogFormSchema.safeParse({ ...valid, name: '', email: '', message: '' }))).toEqual({
      name: fr.nameRequired,
      email: fr.emailRequired,
      message: fr.messageRequired,
    });
  });
  it('accepts any event or job title once made a title field, which the visitor cannot correct', () => {
    const titles = ['Forum\nSolio\t2027', `Salon ${'é'.repeat(300)}`, `Salons ${'🌞'.repeat(150)}`, 'Énergie \u202eتجريبي\u202c solaire', '\u2028Inauguration\u0000'];
    for (const title of titles) {
      const sent = asTitleField(title);
      expect(sent?.length).toBeLessThanOrEqual(200);
      expect(dialogFormSchema.safeParse({ ...valid, type: 'inscription', eventTitle: sent, jobTitle: sent }).success).toBe(true);
    }
    expect(asTitleField(' Forum\nSolio  2027 ')).toBe('Forum Solio 2027');
  });
  it('accepts an optional participation mode, présentiel or virtuel', () => {
    expect(dialogFormSchema.safeParse({ ...valid, type: 'inscription', participation: 'virtuel' }).success).toBe(true);
    expect(firstErrors(dialogFormSchema.safeParse({ ...valid, participation: 'hybride' })).participation).toBe(fr.participationInvalid);
  });
});

describe('multi-line fields', () => {
  // 2500 line breaks: sent as CRLF they are 7499 characters, typed they are 4999.
  const typed = `${'a\n'.repeat(2499)}ab`;
  const sent = typed.replaceAll('\n', '\r\n');
  it('hold every message to the limit the browser counts, line breaks as one character', () => {
    expect(typed).toHaveLength(5000);
    expect(contactSchema.parse({ ...validContact, message: sent }).message).toBe(typed);
    expect(showroomSchema.parse({ name: 'Asha Mwinyi', email: 'asha@example.com', message: sent }).message).toBe(typed);
    expect(dialogFormSchema.parse({ type: 'candidature', name: 'Kwame Mensah', email: 'k@example.com', message: sent, language: 'fr' }).message).toBe(typed);
    expect(firstErrors(contactSchema.safeParse({ ...validContact, message: `${sent}\r\n!` })).message).toBe(fr.messageTooLong);
  });
  it('count characters (code points) where the counter and maxLength count UTF-16 units: what the browser lets through passes', () => {
    expect('😀'.repeat(500)).toHaveLength(1000);
    expect(jobApplicationSchema.safeParse({ ...validApplication, coverLetter: '😀'.repeat(1000) }).success).toBe(true);
    expect(firstErrors(jobApplicationSchema.safeParse({ ...validApplication, coverLetter: `${'😀'.repeat(1000)}a` })).coverLetter).toBe(fr.coverLetterTooLong);
  });
});

describe('English messages', () => {
  it('speak English with the same rules', () => {
    const en = formSchemas('en');
    expect(firstErrors(en.contact.safeParse({ ...validContact, email: 'nope' })).email).toBe('Invalid email');
    expect(firstErrors(en.jobApplication.safeParse({ ...validApplication, agreement: false })).agreement).toBe('You must accept the terms');
    expect(firstErrors(en.dialogForm.safeParse({ type: 'contact', name: '', email: 'a@example.com', message: 'x', language: 'en' })).name).toBe('Name is required');
    expect(firstErrors(en.contact.safeParse({ ...validContact, nom: '' })).nom).toBe('Last name is required');
    expect(firstErrors(en.contact.safeParse({ ...validContact, nom: 'R2D2' })).nom).toBe('Last name may only contain letters, spaces, hyphens and apostrophes');
  });
  it('has a counterpart for every French message', () => {
    expect(Object.keys(formMessages.en).sort()).toEqual(Object.keys(formMessages.fr).sort());
    for (const value of Object.values(formMessages.en)) expect(value).not.toBe('');
  });
});

describe('content security policy', () => {
  it('keeps zod from probing for eval, which the CSP (no unsafe-eval) reports as a violation', () => {
    expect(z.config().jitless).toBe(true);
    expect(contactSchema.safeParse({ prenom: 'Awa', nom: 'Diallo', email: 'awa@example.com', sujet: 'x', message: 'y' }).success).toBe(true);
  });
});
