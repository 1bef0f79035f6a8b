// The pipeline every form post goes through: origin, size, parsing, spam trap, validation, rate limit, delivery.
import { MIMEType } from 'node:util';
import type { z } from 'zod/mini';
import { addressRule, clientAddress, emailRule, RateLimiter } from '@/lib/rate-limit';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { localeFromPathname } from '@/lib/i18n/request-path';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { forwardToMailer, mailerTimeoutMs, splitFullName, writeToOutbox, type FormKind, type OutgoingFile, type Submission } from './delivery';
import { checkAttachments, contentTypeOf, maxTotalFileBytes, type AttachmentField, type FileRule } from './files';
import { fillIn } from '@/lib/i18n/fill-in';
import { DeliveryLedger, submissionId } from './idempotency';
import { formMessages } from './messages';
import type { FormApiAnswer, FormErrorCode } from './handler-types';
import { fieldErrors, formSchemas, type DialogFormData } from './schemas';

export type { FormApiAnswer, FormErrorCode } from './handler-types';

/** JSON forms hold at most a few thousand characters; 64 KB leaves room for UTF-8 and field names. */
const maxJsonBodyBytes = 64 * 1024;
/** Two files of 7 MB stay under the ~18 MB total; the multipart framing and text fields fit in the rest. */
const maxMultipartBodyBytes = maxTotalFileBytes + 256 * 1024;

const emailLimiter = new RateLimiter(emailRule);
const addressLimiter = new RateLimiter(addressRule);
const deliveries = new DeliveryLedger();

/** For tests: forget every attempt and every delivered message. */
export function resetFormMemory(): void {
  emailLimiter.reset();
  addressLimiter.reset();
  deliveries.reset();
}

function answer(status: number, body: FormApiAnswer, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

function fail(status: number, error: FormErrorCode, message: string, extra: Partial<Extract<FormApiAnswer, { ok: false }>> = {}, headers?: Record<string, string>) {
  return answer(status, { ok: false, error, message, ...extra }, headers);
}

/** Anti-forgery: a browser always sends Origin on a cross-site POST, so it must be this site's. */
function isSameOrigin(request: Request, env: ServerEnv): boolean {
  const allowed = new Set<string>([new URL(env.SITE_URL).origin]);
  const host = (env.TRUSTED_PROXY ? request.headers.get('x-forwarded-host') : null) ?? request.headers.get('host');
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  const origin = request.headers.get('origin');
  if (origin) return allowed.has(origin);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

class BodyTooLarge extends Error {}

/** Reads the body chunk by chunk and stops as soon as it passes the limit: nothing larger is buffered. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

type ParsedBody = { fields: Record<string, unknown>; files: Partial<Record<AttachmentField, OutgoingFile>>; stray: string[]; duplicates: string[] };

function parseJson(bytes: Uint8Array): ParsedBody | null {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return { fields: value as Record<string, unknown>, files: {}, stray: [], duplicates: [] };
}

/**
 * The application form posts about fifteen parts. The parser is slow on many tiny ones: 18 MB of
 * 'a=1' parts held the server for seconds, every other request waiting. Counting the boundaries
 * first is a scan of the bytes.
 */
const maxMultipartParts = 64;

/** RFC 2046's boundary: 1 to 70 of its characters, the last not a space. */
const boundaryPattern = /^[\w'()+,\-./:=? ]{0,69}[\w'()+,\-./:=?]$/;

/**
 * The boundary as a MIME parser reads the header: a regular expression over it also found the
 * text `boundary=` inside another, quoted parameter, and counted parts on a boundary the body did
 * not use while the parser split it on the real one.
 */
function multipartBoundary(contentType: string): string | null {
  let boundary: string | null;
  try {
    boundary = new MIMEType(contentType).params.get('boundary');
  } catch {
    return null;
  }
  return boundary !== null && boundaryPattern.test(boundary) ? boundary : null;
}

function multipartPartCount(bytes: Uint8Array, boundary: string): number {
  const haystack = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const needle = Buffer.from(`--${boundary}`);
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  // The last delimiter closes the body.
  return Math.max(0, count - 1);
}

async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<ParsedBody | null> {
  const boundary = multipartBoundary(contentType);
  if (boundary === null || multipartPartCount(bytes, boundary) > maxMultipartParts) return null;
  let data: FormData;
  try {
    // Given only the boundary counted above, the parser splits the body where the count did.
    const counted = `multipart/form-data; boundary="${boundary}"`;
    data = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': counted } }).formData();
  } catch {
    return null;
  }
  const fields: Record<string, unknown> = {};
  const files: ParsedBody['files'] = {};
  const stray: string[] = [];
  const duplicates: string[] = [];
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string') {
      if (key === 'cv' || key === 'autreDocument') {
        if (value !== '') stray.push(key);
      } else if (!(key in fields)) {
        fields[key] = key === 'agreement' ? value === 'true' || value === 'on' : value;
      }
      continue;
    }
    if (key !== 'cv' && key !== 'autreDocument') {
      stray.push(key);
      continue;
    }
    // Browsers send an empty, nameless file part when no file was chosen.
    if (value.size === 0 && value.name === '') continue;
    if (files[key]) {
      duplicates.push(key);
      continue;
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    files[key] = { name: value.name, type: contentTypeOf(bytes), bytes };
  }
  return { fields, files, stray, duplicates };
}

/** Before the body is read, the language is the one of the page that posted, then the browser's. */
function requestLocale(request: Request): Locale {
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer)) return localeFromPathname(new URL(referer).pathname);
  return /^en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'fr';
}

/** The site's forms say their language in the body; it wins over what the request suggests. */
function localeOf(fields: Record<string, unknown>, fallback: Locale): Locale {
  return isLocale(fields.language) ? fields.language : fallback;
}

type Prepared = { ok: true; email: string; submission: Submission } | { ok: false; response: Response };

function validationFailure(error: z.core.$ZodError, locale: Locale): Prepared {
  const errors = fieldErrors(error);
  const first = Object.values(errors)[0];
  return {
    ok: false,
    response: fail(422, 'validation', first ?? formMessages[locale].validationFailed, { title: formMessages[locale].validationTitle, fieldErrors: errors }),
  };
}

const dialogContactSubjects: Record<'contact' | 'inscription', (data: DialogFormData) => string> = {
  contact: () => 'Nous contacter',
  inscription: (data) => `Inscription: ${data.eventTitle ?? ''}`.trim(),
};

const participationLabels = { presentiel: 'Présentiel', virtuel: 'Virtuel' } as const;

function prepareContact(body: ParsedBody, locale: Locale): Prepared {
  const schemas = formSchemas(locale);
  if (body.fields.formType !== undefined) {
    const result = schemas.dialogForm.safeParse({ ...body.fields, type: body.fields.formType });
    if (!result.success) return validationFailure(result.error, locale);
    const data = result.data;
    if (data.type !== 'contact' && data.type !== 'inscription') {
      return { ok: false, response: fail(422, 'validation', formMessages[locale].formTypeInvalid, { fieldErrors: { formType: formMessages[locale].formTypeInvalid } }) };
    }
    const mode = data.participation ? `Mode de participation: ${participationLabels[data.participation]}\n\n` : '';
    const { prenom, nom } = splitFullName(data.name);
    return {
      ok: true,
      email: data.email,
      submission: {
        kind: 'contact',
        payload: { prenom, nom, email: data.email, telephone: data.phone ?? '', sujet: dialogContactSubjects[data.type](data), message: `${mode}${data.message}` },
      },
    };
  }
  const result = schemas.contact.safeParse(body.fields);
  if (!result.success) return validationFailure(result.error, locale);
  const { prenom, nom, email, telephone, sujet, message } = result.data;
  return { ok: true, email, submission: { kind: 'contact', payload: { prenom, nom, email, telephone: telephone ?? '', sujet, message } } };
}

function prepareShowroom(body: ParsedBody, locale: Locale): Prepared {
  const result = formSchemas(locale).showroom.safeParse(body.fields);
  if (!result.success) return validationFailure(result.error, locale);
  const d = result.data;
  const payload = {
    name: d.name,
    email: d.email,
    phone: d.phone ?? '',
    company: d.company ?? '',
    showroom: d.showroom ?? '',
    visitDate: d.visitDate ?? '',
    message: d.message ?? '',
    services: d.services ?? '',
    rooms: d.rooms ?? '',
    acs: d.acs ?? '',
    monthlyLoadKw: d.monthlyLoadKw ?? '',
    monthlyConsumptionKwh: d.monthlyConsumptionKwh ?? '',
    type: 'showroom-contact',
  };
  return { ok: true, email: d.email, submission: { kind: 'showroom', payload } };
}

function prepareJobApplication(body: ParsedBody, locale: Locale): Prepared {
  const m = formMessages[locale];
  const schemas = formSchemas(locale);
  let fields: Record<string, string>;
  let email: string;
  let cvRequired = true;
  let rule: FileRule = 'application';
  if (body.fields.formType !== undefined) {
    const result = schemas.dialogForm.safeParse({ ...body.fields, type: body.fields.formType });
    if (!result.success) return validationFailure(result.error, locale);
    const data = result.data;
    if (data.type !== 'candidature' && data.type !== 'postuler') {
      return { ok: false, response: fail(422, 'validation', m.formTypeInvalid, { fieldErrors: { formType: m.formTypeInvalid } }) };
    }
    cvRequired = data.type === 'postuler';
    rule = 'generic';
    const jobTitle = data.type === 'postuler' && data.jobTitle ? data.jobTitle : 'Candidature spontanée';
    email = data.email;
    fields = { ...splitFullName(data.name), email, telephone: data.phone ?? '', message: data.message, jobTitle, language: data.language };
  } else {
    const result = schemas.jobApplication.safeParse(body.fields);
    if (!result.success) return validationFailure(result.error, locale);
    const data = result.data;
    email = data.email;
    fields = { ...splitFullName(data.fullName), email, telephone: data.phone, message: data.coverLetter ?? '', jobTitle: data.jobTitle, language: data.language };
  }
  if (body.stray.length > 0) {
    return { ok: false, response: fail(422, 'validation', m.fileTypeDescription, { title: m.fileTypeTitle, fieldErrors: Object.fromEntries(body.stray.map((key) => [key, m.fileTypeDescription])) }) };
  }
  if (body.duplicates.length > 0) {
    return { ok: false, response: fail(422, 'validation', m.duplicateFile, { title: m.validationTitle, fieldErrors: Object.fromEntries(body.duplicates.map((key) => [key, m.duplicateFile])) }) };
  }
  const problem = checkAttachments(
    Object.fromEntries(Object.entries(body.files).map(([key, file]) => [key, { name: file.name, size: file.bytes.byteLength, bytes: file.bytes }])),
    m,
    { cvRequired, rule },
  );
  if (problem) {
    return {
      ok: false,
      response: fail(problem.status, problem.status === 413 ? 'payload-too-large' : 'validation', problem.description, {
        title: problem.title,
        fieldErrors: { [problem.field]: problem.description },
      }),
    };
  }
  return { ok: true, email, submission: { kind: 'job-application', fields, files: body.files } };
}

type FormDefinition = { kind: FormKind; body: 'json' | 'multipart'; prepare: (body: ParsedBody, locale: Locale) => Prepared };

const definitions: Record<FormKind, FormDefinition> = {
  contact: { kind: 'contact', body: 'json', prepare: prepareContact },
  showroom: { kind: 'showroom', body: 'json', prepare: prepareShowroom },
  'job-application': { kind: 'job-application', body: 'multipart', prepare: prepareJobApplication },
};

export type HandlerOptions = { timeoutMs?: number; outboxDiskReserveBytes?: number };

/** Counts the attempt against the limits, then hands the message to the mailer, or to the outbox when there is none. */
async function limitAndDeliver(request: Request, env: ServerEnv, prepared: Extract<Prepared, { ok: true }>, locale: Locale, options: HandlerOptions): Promise<Response> {
  const kind = prepared.submission.kind;
  const m = formMessages[locale];
  const address = clientAddress(request.headers, env.TRUSTED_PROXY);
  const limits = [emailLimiter.attempt(`${kind}:${prepared.email}`), address ? addressLimiter.attempt(`${kind}:${address}`) : { allowed: true as const }];
  const blocked = limits.find((result) => !result.allowed);
  if (blocked && !blocked.allowed) {
    return fail(
      429,
      'rate-limited',
      fillIn(m.tooManyAttempts, { minutes: blocked.minutesLeft }),
      { title: m.tooManyAttemptsTitle, minutesLeft: blocked.minutesLeft },
      { 'retry-after': String(Math.ceil(blocked.retryAfterMs / 1000)) },
    );
  }

  if (!env.MAILER_BASE_URL) {
    try {
      await writeToOutbox(env.OUTBOX_DIR, prepared.submission, options.outboxDiskReserveBytes);
      return answer(200, { ok: true });
    } catch (error) {
      console.error('[forms] outbox write failed', error);
      return fail(503, 'delivery-failed', m.notStored);
    }
  }
  const result = await forwardToMailer(env.MAILER_BASE_URL, prepared.submission, options.timeoutMs ?? mailerTimeoutMs);
  if (result.ok) return answer(200, { ok: true });
  console.error(`[forms] ${kind} delivery failed: ${result.message}`);
  const visible = result.unreachable === 'timeout' ? m.mailerTimeout : result.unreachable === 'network' ? m.mailerUnreachable : result.message;
  return fail(502, 'delivery-failed', visible);
}

/** Builds the POST handler of one form. Bad input always gets a 4xx, never a 5xx. */
export function createFormHandler(kind: FormKind, options: HandlerOptions = {}) {
  const definition = definitions[kind];
  return async function POST(request: Request): Promise<Response> {
    const env = serverEnv();
    const fallbackLocale = requestLocale(request);
    const requested = formMessages[fallbackLocale];
    if (!isSameOrigin(request, env)) return fail(403, 'forbidden', requested.crossOrigin);

    const contentType = request.headers.get('content-type') ?? '';
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
    const expected = definition.body === 'json' ? 'application/json' : 'multipart/form-data';
    if (mediaType !== expected) return fail(415, 'unsupported-media-type', requested.unsupportedMediaType);

    let bytes: Uint8Array;
    try {
      bytes = await readCapped(request, definition.body === 'json' ? maxJsonBodyBytes : maxMultipartBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        // Only the application form carries files; a JSON form this large is not a visitor's message.
        return definition.body === 'multipart'
          ? fail(413, 'payload-too-large', requested.attachmentsTooLargeDescription, { title: requested.attachmentsTooLarge })
          : fail(413, 'payload-too-large', requested.bodyTooLarge);
      }
      return fail(400, 'bad-request', requested.unreadableBody);
    }

    const body = definition.body === 'json' ? parseJson(bytes) : await parseMultipart(bytes, contentType);
    if (!body) return fail(400, 'bad-request', requested.unreadableBody);
    const locale = localeOf(body.fields, fallbackLocale);

    // Spam trap: a filled hidden field means a robot; it is told all went well and nothing is sent.
    if (typeof body.fields.website === 'string' && body.fields.website.trim() !== '') return answer(200, { ok: true });
    if (body.fields.website !== undefined && typeof body.fields.website !== 'string') return answer(200, { ok: true });

    const prepared = definition.prepare(body, locale);
    if (!prepared.ok) return prepared.response;

    // A repeated try is not an attempt: it neither counts towards the limits nor sends anything.
    const deliver = () => limitAndDeliver(request, env, prepared, locale, options);
    return deliveries.deliverOnce(submissionId(request, kind, prepared.submission), deliver, () => answer(200, { ok: true }));
  };
}
