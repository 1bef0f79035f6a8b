/**
 * An error's message followed by its cause's. Node's fetch rejects with only 'fetch failed'; the
 * cause says why (ECONNREFUSED, ENOTFOUND, a certificate), which is what an operator needs to read.
 */
export function describeError(error: unknown): string {
  const messageOf = (value: unknown) => (typeof value === 'object' && value !== null && 'message' in value ? String(value.message) : undefined);
  const message = messageOf(error) ?? String(error);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? messageOf(error.cause) : undefined;
  return cause ? `${message}: ${cause}` : message;
}
