// One zod schema per form, shared by react-hook-form in the browser and the Route Handlers.
// zod/mini, not classic zod: the same rules, a fraction of the JavaScript each form page ships.
import { z } from 'zod/mini';
import { routing, type Locale } from '@/lib/i18n/routing';
import { dialogFormTypes, limits, participationModes, showroomServiceValues, showroomValues } from './fields';
import { formMessages, type FormMessages } from './messages';

// zod 4 probes for eval with `new Function` before its first object parse; under the site's CSP
// (no 'unsafe-eval') the browser reports that probe as a violation even though zod catches it.
z.config({ jitless: true });

// Letters of any script (accents included), spaces, hyphens and both apostrophes. Spaces are
// \p{Zs}, not \s: a line break in a name or a subject could end up in a mail header.
const namePattern = /^[\p{L}\p{M}\p{Zs}'’-]+$/u;
// Digits and the separators people type between them; the minimum counts the digits alone.
const phonePattern = /^[0-9\p{Zs}\-+()]*$/u;
const numberPattern = /^\d{1,9}(?:[.,]\d{1,3})?$/;
// Besides control characters: the bidirectional overrides and isolates, which make a text read in
// the mail as something else than it is, and halves of surrogate pairs, which are no text at all
// (PHP's json_decode refuses them). The marks U+200E and U+200F stay, for right-to-left names.
const singleLinePattern = /^[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]*$/u;
// Messages keep their line breaks (LF by then, see lineBreaks) and tabs; other control characters
// (NUL, escape…) never come from a keyboard.
const multiLinePattern = /^(?:[^\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]|[\t\n])*$/u;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

type Lines = 'single' | 'multi';

function emailField(m: FormMessages) {
  return z.pipe(
    z.string({ error: m.emailRequired }).check(z.trim(), z.minLength(1, { error: m.emailRequired }), z.maxLength(limits.email, { error: m.emailTooLong })),
    z.email({ error: m.emailInvalid }).check(z.toLowerCase()),
  );
}

function nameField(required: string, tooLong: string, invalid: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(limits.name, { error: tooLong }), z.regex(namePattern, { error: invalid }));
}

/**
 * At most 20 characters; at least 8, counted as the spec says for each phone: the optional phones'
 * rule counts characters ('8-20 characters'), the required one's message asks for 8 digits
 * ('++++++++' has 8 characters and no number in it). The characters are checked before the
 * minimum, or a number typed in letters would be told it is too short.
 */
function phoneChecks(m: FormMessages, value: string, ctx: z.core.$RefinementCtx<string>, tooShort: string, minimumOf: 'characters' | 'digits') {
  const counted = minimumOf === 'digits' ? value.replace(/[^0-9]/g, '').length : value.length;
  if (value.length > limits.phoneMax) ctx.addIssue({ code: 'custom', message: m.phoneTooLong });
  else if (!phonePattern.test(value)) ctx.addIssue({ code: 'custom', message: m.phoneInvalid });
  else if (counted < limits.phoneMin) ctx.addIssue({ code: 'custom', message: tooShort });
}

function optionalPhoneField(m: FormMessages) {
  return z.optional(
    z.string({ error: m.phoneInvalid }).check(
      z.trim(),
      z.superRefine((value: string, ctx) => {
        if (value !== '') phoneChecks(m, value, ctx, m.phoneTooShort, 'characters');
      }),
    ),
  );
}

function requiredPhoneField(m: FormMessages) {
  return z.string({ error: m.phoneRequired }).check(
    z.trim(),
    z.superRefine((value: string, ctx) => phoneChecks(m, value, ctx, m.phoneRequired, 'digits')),
  );
}

function charactersCheck(m: FormMessages, lines: Lines) {
  return z.regex(lines === 'single' ? singleLinePattern : multiLinePattern, { error: m.charactersInvalid });
}

/**
 * A textarea's counter and maxLength count a line break as one character (its value holds LF), but
 * the browser's multipart encoding sends it as CRLF: counted as sent, a letter the counter let
 * through would be refused as too long. So a line break is LF before any length is checked (in a
 * one-line field the pattern refuses it either way).
 */
function lineBreaks() {
  return z.overwrite((value: string) => value.replace(/\r\n?/g, '\n'));
}

function requiredText(m: FormMessages, lines: Lines, max: number, required: string, tooLong: string) {
  return z.string({ error: required }).check(z.trim(), lineBreaks(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }), charactersCheck(m, lines));
}

function optionalText(m: FormMessages, lines: Lines, max: number, tooLong: string) {
  return z.optional(z.string({ error: m.valueInvalid }).check(z.trim(), lineBreaks(), z.maxLength(max, { error: tooLong }), charactersCheck(m, lines)));
}

/** The visitor's calendar day can be behind UTC by up to 12 hours (UTC−12), so that is the earliest "today". */
export function earliestVisitDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function isVisitDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March; a real calendar day survives the round trip.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= earliestVisitDate();
}

/** What a date input sends: empty, or a calendar day from today on. */
function optionalVisitDate(m: FormMessages) {
  return z.optional(
    z.string({ error: m.visitDateInvalid }).check(
      z.trim(),
      z.maxLength(limits.visitDate, { error: m.visitDateTooLong }),
      z.refine((value: string) => value === '' || isVisitDate(value), { error: m.visitDateInvalid }),
    ),
  );
}

function optionalChoice<T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return z.optional(z.union([z.literal(''), z.enum(values)], { error: invalid }));
}

function optionalNumber(m: FormMessages) {
  return z.optional(
    z.string({ error: m.numberInvalid }).check(z.trim(), z.refine((value: string) => value === '' || numberPattern.test(value), { error: m.numberInvalid })),
  );
}

/** The hidden spam trap: humans leave it empty; the handler drops anything that fills it. */
const websiteTrap = z.optional(z.string());

export function createContactSchema(m: FormMessages) {
  return z.object({
    prenom: nameField(m.firstNameRequired, m.firstNameTooLong, m.firstNameInvalid),
    nom: nameField(m.lastNameRequired, m.lastNameTooLong, m.lastNameInvalid),
    email: emailField(m),
    telephone: optionalPhoneField(m),
    sujet: requiredText(m, 'single', limits.subject, m.subjectRequired, m.subjectTooLong),
    message: requiredText(m, 'multi', limits.message, m.messageRequired, m.messageTooLong),
    website: websiteTrap,
  });
}

export function createShowroomSchema(m: FormMessages) {
  return z.object({
    name: nameField(m.nameRequired, m.nameTooLong, m.nameInvalid),
    email: emailField(m),
    phone: optionalPhoneField(m),
    company: optionalText(m, 'single', limits.company, m.companyTooLong),
    showroom: optionalChoice(showroomValues, m.showroomInvalid),
    visitDate: optionalVisitDate(m),
    services: optionalChoice(showroomServiceValues, m.servicesInvalid),
    message: optionalText(m, 'multi', limits.message, m.messageTooLong),
    rooms: optionalNumber(m),
    acs: optionalNumber(m),
    monthlyLoadKw: optionalNumber(m),
    monthlyConsumptionKwh: optionalNumber(m),
    website: websiteTrap,
  });
}

export function createJobApplicationSchema(m: FormMessages) {
  return z.object({
    fullName: nameField(m.nameRequired, m.nameTooLong, m.nameInvalid),
    email: emailField(m),
    phone: requiredPhoneField(m),
    coverLetter: optionalText(m, 'multi', limits.coverLetter, m.coverLetterTooLong),
    jobTitle: requiredText(m, 'single', limits.jobTitle, m.jobTitleRequired, m.jobTitleTooLong),
    agreement: z.boolean({ error: m.agreementRequired }).check(z.refine((value: boolean) => value, { error: m.agreementRequired })),
    language: z.enum(routing.locales, { error: m.languageInvalid }),
    website: websiteTrap,
  });
}

export function createDialogFormSchema(m: FormMessages) {
  return z.object({
    type: z.enum(dialogFormTypes, { error: m.formTypeInvalid }),
    name: nameField(m.nameRequired, m.nameTooLong, m.nameInvalid),
    email: emailField(m),
    phone: optionalPhoneField(m),
    message: requiredText(m, 'multi', limits.message, m.messageRequired, m.messageTooLong),
    jobTitle: optionalText(m, 'single', limits.jobTitle, m.jobTitleTooLong),
    eventTitle: optionalText(m, 'single', limits.jobTitle, m.eventTitleTooLong),
    participation: optionalChoice(participationModes, m.participationInvalid),
    language: z.enum(routing.locales, { error: m.languageInvalid }),
    website: websiteTrap,
  });
}

type ContactSchema = ReturnType<typeof createContactSchema>;
type ShowroomSchema = ReturnType<typeof createShowroomSchema>;
type JobApplicationSchema = ReturnType<typeof createJobApplicationSchema>;
type DialogFormSchema = ReturnType<typeof createDialogFormSchema>;

export type ContactInput = z.input<ContactSchema>;
export type ContactData = z.infer<ContactSchema>;
export type ShowroomInput = z.input<ShowroomSchema>;
export type ShowroomData = z.infer<ShowroomSchema>;
export type JobApplicationInput = z.input<JobApplicationSchema>;
export type JobApplicationData = z.infer<JobApplicationSchema>;
export type DialogFormInput = z.input<DialogFormSchema>;
export type DialogFormData = z.infer<DialogFormSchema>;

/** The schemas with one locale's messages, for the browser and for localized 422 answers. */
export function formSchemas(locale: Locale) {
  const m = formMessages[locale];
  return {
    contact: createContactSchema(m),
    showroom: createShowroomSchema(m),
    jobApplication: createJobApplicationSchema(m),
    dialogForm: createDialogFormSchema(m),
  };
}

/** First message per field, the shape the 422 answer and the forms share. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
