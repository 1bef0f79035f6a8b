// What the form Route Handlers answer: shared by the handlers and the browser forms.
export const formErrorCodes = ['forbidden', 'unsupported-media-type', 'payload-too-large', 'bad-request', 'validation', 'rate-limited', 'delivery-failed'] as const;
export type FormErrorCode = (typeof formErrorCodes)[number];

export type FormApiAnswer =
  | { ok: true }
  | { ok: false; error: FormErrorCode; message: string; title?: string; fieldErrors?: Record<string, string>; minutesLeft?: number };

/** The request header that carries the key of one message's tries (lib/forms/idempotency.ts). */
export const idempotencyKeyHeader = 'idempotency-key';
