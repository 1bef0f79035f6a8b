// Percent-decoding that never throws: a malformed escape ('%E0%A4%A') is kept as written.

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
