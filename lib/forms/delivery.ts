// Delivers a validated submission: to the PHP mailers in the spec's formats, or to a local outbox.
import { mkdir, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describeError } from '@/lib/error-description';

export type FormKind = 'contact' | 'showroom' | 'job-application';

export type OutgoingFile = { name: string; type: string; bytes: Uint8Array };

export type Submission =
  | { kind: 'contact'; payload: Record<string, string> }
  | { kind: 'showroom'; payload: Record<string, string> }
  | { kind: 'job-application'; fields: Record<string, string>; files: Partial<Record<'cv' | 'autreDocument', OutgoingFile>> };

/**
 * A failed delivery: the mailer's own answer (its message is passed on to the visitor, spec §8), or no
 * answer at all (`unreachable`: the message is technical, for the log; the visitor gets a sentence in their language).
 */
export type DeliveryResult = { ok: true } | { ok: false; message: string; unreachable?: 'timeout' | 'network' };

const mailerPaths: Record<FormKind, string> = {
  contact: '/contact-basic.php',
  showroom: '/send-email.php',
  'job-application': '/job-application-basic.php',
};

export const mailerTimeoutMs = 10_000;

export const invalidServerResponse =
  'Invalid server response: Expected JSON but received HTML or other format. This usually means the PHP endpoint is not accessible.';

/** Splits a full name as the PHP mailer expects: first word, then the rest (or the first word again). */
export function splitFullName(fullName: string): { prenom: string; nom: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const prenom = words[0] ?? '';
  return { prenom, nom: words.length > 1 ? words.slice(1).join(' ') : prenom };
}

function errorName(error: unknown): string | undefined {
  // Duck-typed: the timeout's DOMException may come from another realm than this module's Error.
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

function unreachable(error: unknown, timeoutMs: number): DeliveryResult {
  const name = errorName(error);
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { ok: false, unreachable: 'timeout', message: `The mail server did not answer within ${timeoutMs / 1000} seconds` };
  }
  return { ok: false, unreachable: 'network', message: `Network error: ${describeError(error)}` };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.trim() !== '' ? field : undefined;
}

/** Contact and showroom mailers: every OK status is success; otherwise the JSON error field, default 'Unknown error'. */
async function readBasicAnswer(response: Response): Promise<DeliveryResult> {
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true };
  }
  const text = await response.text();
  return { ok: false, message: stringField(readJson(text), 'error') ?? 'Unknown error' };
}

/** Application mailer: read as text, parsed as JSON {success, error, message} (spec §7, §8). */
async function readApplicationAnswer(response: Response): Promise<DeliveryResult> {
  const text = await response.text();
  const json = readJson(text);
  if (!response.ok) {
    return { ok: false, message: stringField(json, 'error') ?? stringField(json, 'message') ?? `Server error (${response.status}): ${text.slice(0, 200)}` };
  }
  if (typeof json !== 'object' || json === null) return { ok: false, message: invalidServerResponse };
  if ((json as { success?: unknown }).success === false) return { ok: false, message: stringField(json, 'error') ?? 'Unknown error occurred' };
  return { ok: true };
}

export async function forwardToMailer(baseUrl: string, submission: Submission, timeoutMs = mailerTimeoutMs): Promise<DeliveryResult> {
  const url = `${baseUrl}${mailerPaths[submission.kind]}`;
  try {
    if (submission.kind === 'job-application') {
      const body = new FormData();
      for (const [key, value] of Object.entries(submission.fields)) body.append(key, value);
      for (const [key, file] of Object.entries(submission.files)) {
        if (file) body.append(key, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), attachmentName(file.name));
      }
      // No content-type header: fetch writes the multipart boundary itself.
      const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
      return await readApplicationAnswer(response);
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(submission.payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return await readBasicAnswer(response);
  } catch (error) {
    return unreachable(error, timeoutMs);
  }
}

/**
 * The name HR sees on the attachment: the visitor's own, accents and spaces kept, but with no folder,
 * no control or invisible character (a line break would end a mail header, a right-to-left mark
 * disguises 'cv‮fdp.exe' as 'cvexe.pdf') and no quote, which ends a quoted file name.
 */
export function attachmentName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  const cleaned = base.replace(/[\p{Cc}\p{Cf}"<>|*?:]/gu, '').replace(/\s+/g, ' ').trim();
  const extension = /\.[^.]*$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, cleaned.length - extension.length).trim() ? cleaned : `cv${extension}`;
}

/** A name safe for any file system, at most 120 characters, that keeps its extension so the file still opens. */
export function safeFileName(name: string): string {
  const cleaned = path.basename(name).replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^\.+/, '');
  const extension = path.extname(cleaned).slice(0, 16);
  const stem = cleaned.slice(0, cleaned.length - extension.length).slice(0, 120 - extension.length);
  return stem === '' ? `file${extension}` : `${stem}${extension}`;
}

/**
 * What the outbox leaves free on its disk. Anyone can post forms (a 10 MB CV each time, from as many
 * addresses as they like), and a full disk would stop the page cache and the logs too, so once only
 * this much is left, a submission is refused and the visitor told it could not be stored.
 */
const outboxDiskReserveBytes = 1024 ** 3;

function submissionBytes(submission: Submission): number {
  if (submission.kind !== 'job-application') return 0;
  return Object.values(submission.files).reduce((total, file) => total + (file?.bytes.byteLength ?? 0), 0);
}

async function ensureRoom(folder: string, bytes: number, reserve: number): Promise<void> {
  const disk = await statfs(/* turbopackIgnore: true */ folder);
  const free = disk.bavail * disk.bsize;
  if (free - bytes < reserve) {
    throw new Error(`${folder} has ${Math.floor(free / 1024 ** 2)} MB free on its disk, which keeps at least ${Math.floor(reserve / 1024 ** 2)} MB`);
  }
}

/** Without a mailer, nothing is lost: each submission and its files go to their own outbox folder. */
export async function writeToOutbox(outboxDir: string, submission: Submission, diskReserveBytes = outboxDiskReserveBytes): Promise<string> {
  const now = new Date();
  const root = path.resolve(/* turbopackIgnore: true */ outboxDir);
  // A runtime folder: the comments keep Turbopack from tracing the whole project into the standalone output.
  await mkdir(/* turbopackIgnore: true */ root, { recursive: true });
  await ensureRoom(root, submissionBytes(submission), diskReserveBytes);
  const folder = path.join(/* turbopackIgnore: true */ root, submission.kind, `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`);
  await mkdir(/* turbopackIgnore: true */ folder, { recursive: true });
  const record: Record<string, unknown> = { kind: submission.kind, receivedAt: now.toISOString(), mailerPath: mailerPaths[submission.kind] };
  if (submission.kind === 'job-application') {
    record.fields = submission.fields;
    const files: Record<string, string> = {};
    for (const [key, file] of Object.entries(submission.files)) {
      if (!file) continue;
      const stored = `${key}-${safeFileName(file.name)}`;
      await writeFile(path.join(/* turbopackIgnore: true */ folder, stored), file.bytes);
      files[key] = stored;
      record[`${key}OriginalName`] = file.name;
    }
    record.files = files;
  } else {
    record.payload = submission.payload;
  }
  await writeFile(path.join(/* turbopackIgnore: true */ folder, 'submission.json'), `${JSON.stringify(record, null, 2)}\n`);
  console.info(`[forms] no MAILER_BASE_URL: ${submission.kind} submission written to ${folder}`);
  return folder;
}
