// Open Graph card addresses carry a signature of their title: the card route draws only what this
// site's pages asked for. Unsigned, anyone could have an official-looking Solio card drawn with any
// text on the site's own domain, each new text rendered and kept by the CDN for a year.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

function digest(title: string, locale: string): Buffer {
  // Written into the build by next.config.ts.
  const key = process.env.OG_IMAGE_KEY;
  if (!key) throw new Error('OG_IMAGE_KEY is not set: next.config.ts writes it into the build');
  return createHmac('sha256', key).update(`${locale}\n${title}`).digest().subarray(0, 16);
}

export function ogCardSignature(title: string, locale: string): string {
  return digest(title, locale).toString('base64url');
}

export function isSignedOgCard(title: string, locale: string, signature: string): boolean {
  const given = Buffer.from(signature, 'base64url');
  const expected = digest(title, locale);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
