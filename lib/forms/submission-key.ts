// The key a form sends with each try of one message (lib/forms/idempotency.ts): the same on a
// retry, so a message the server delivered but whose answer was lost is not delivered again; a new
// one once the message is sent, for the next.

/** 128 random bits in hexadecimal. `crypto.getRandomValues`, unlike `randomUUID`, works on plain HTTP too. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type SubmissionKey = { current(): string; renew(): void };

export function createSubmissionKey(): SubmissionKey {
  let key = newKey();
  return {
    current: () => key,
    renew: () => {
      key = newKey();
    },
  };
}
