// A send whose answer was lost (the connection dropped after the server had the message) is sent
// again by the visitor: the same message must not reach HR or sales twice. The browser sends each
// try of one message with the same key (`createFormSender`, lib/forms/client.ts); the server
// remembers, per key and content, whether a try was delivered.
import { createHash } from 'node:crypto';
import { idempotencyKeyHeader } from './handler-types';
import type { FormKind, Submission } from './delivery';

/** A lost answer is retried within minutes; an hour leaves room for a visitor who stepped away. */
const rememberMs = 60 * 60_000;
/** About 100 bytes each: a flood of keys costs at most a few megabytes. */
const maxRemembered = 20_000;

/** The browser's keys: 32 hexadecimal digits. Anything else is ignored and the message sent as usual. */
const keyPattern = /^[0-9a-f]{16,64}$/i;

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * One message under one key. The content is part of it: a visitor who corrects a message after a
 * lost answer sends a new message with the same key, and it goes.
 */
export function submissionId(request: Request, kind: FormKind, submission: Submission): string | null {
  const key = request.headers.get(idempotencyKeyHeader);
  if (key === null || !keyPattern.test(key)) return null;
  const content =
    submission.kind === 'job-application'
      ? { ...submission, files: Object.fromEntries(Object.entries(submission.files).map(([field, file]) => [field, { name: file.name, type: file.type, sha256: sha256(file.bytes) }])) }
      : submission;
  return sha256(JSON.stringify([kind, key.toLowerCase(), content]));
}

type Entry = { at: number; delivered: Promise<boolean> };

/** The messages delivered, or being delivered, per submission id. In memory: one server process. */
export class DeliveryLedger {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Delivers a message once. Tries of one message run one after the other: a try waits for the one
   * before it, and answers `repeated()` if that one was delivered, or delivers itself if it was not.
   * `deliver` answers whether the message went (a 2xx).
   */
  deliverOnce(id: string | null, deliver: () => Promise<Response>, repeated: () => Response): Promise<Response> {
    if (id === null) return deliver();
    this.forgetOld();
    const earlier = this.entries.get(id)?.delivered ?? Promise.resolve(false);
    const response = earlier.then((sent) => (sent ? repeated() : deliver()));
    this.entries.delete(id);
    this.entries.set(id, { at: this.now(), delivered: response.then((answer) => answer.ok, () => false) });
    return response;
  }

  reset(): void {
    this.entries.clear();
  }

  private forgetOld(): void {
    const oldest = this.now() - rememberMs;
    // Oldest first (a Map keeps insertion order, and each try is inserted anew).
    for (const [id, entry] of this.entries) {
      if (entry.at > oldest && this.entries.size < maxRemembered) break;
      this.entries.delete(id);
    }
  }
}
