// Sends a form to its Route Handler from the browser and reads the answer, whatever comes back.
import { formErrorCodes, idempotencyKeyHeader, type FormApiAnswer } from './handler-types';

/** `status` is 0 when no answer came back (the visitor's connection failed). */
export type PostResult = FormApiAnswer & { status: number };

/**
 * How long a send waits for its answer. A stalled connection otherwise left the form 'sending' for
 * good, every new try refused while the first was on its way. The handler answers within its
 * mailer's 10 s; files on a slow link may take minutes to go up, so a send with files waits as long
 * as the server itself does (Node's 300 s per request) and a little more.
 */
export const answerTimeoutMs = { fields: 30_000, files: 330_000 };

/** `key` is the message's, the same on each try of it (see `createFormSender`). */
export async function postForm(
  url: string,
  body: Record<string, unknown> | FormData,
  { key, timeoutMs = body instanceof FormData ? answerTimeoutMs.files : answerTimeoutMs.fields }: { key: string; timeoutMs?: number },
): Promise<PostResult> {
  try {
    const headers: Record<string, string> = { [idempotencyKeyHeader]: key };
    const response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
      ...(body instanceof FormData ? { body, headers } : { body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }),
    });
    return readAnswer(await response.json().catch(() => null), response);
  } catch (error) {
    return noAnswer(error instanceof Error ? error.message : 'Network error');
  }
}

/** 128 random bits in hexadecimal. `crypto.getRandomValues`, unlike `randomUUID`, works on plain HTTP too. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type FormSender = { send(url: string, body: Record<string, unknown> | FormData): Promise<PostResult> };

/**
 * One form's sends. Each try of a message carries the same key, so one the server delivered but whose
 * answer was lost is not delivered again when the visitor retries (lib/forms/idempotency.ts); once
 * the message is sent, the next one gets a new key.
 */
export function createFormSender(): FormSender {
  let key = newKey();
  return {
    async send(url, body) {
      const result = await postForm(url, body, { key });
      if (result.ok) key = newKey();
      return result;
    },
  };
}

/** What a form reports when nothing came back from the server. */
export function noAnswer(message: string): PostResult {
  return { ok: false, error: 'delivery-failed', message, status: 0 };
}

// The answer may come from something in between (a proxy, a firewall, a host's error page), so
// every part is checked: a visitor is told the message was sent only when it was, and a failure
// always has a text to show.
function readAnswer(body: unknown, { ok, status }: Pick<Response, 'ok' | 'status'>): PostResult {
  const answer: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
  if (ok && answer.ok === true) return { ok: true, status };
  if (answer.ok !== false) return { ok: false, error: 'delivery-failed', message: `Server error (${status})`, status };
  const { error, message, title, fieldErrors, minutesLeft } = answer;
  return {
    ok: false,
    error: formErrorCodes.find((code) => code === error) ?? 'delivery-failed',
    message: typeof message === 'string' && message !== '' ? message : 'Unknown error',
    ...(typeof title === 'string' && { title }),
    ...(typeof fieldErrors === 'object' && fieldErrors !== null && { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) }),
    ...(typeof minutesLeft === 'number' && Number.isFinite(minutesLeft) && minutesLeft > 0 && { minutesLeft: Math.ceil(minutesLeft) }),
    status,
  };
}
