// Prerendered pages, the sitemap and robots.txt keep the SITE_URL of their build, so a production
// build without a public one would publish local addresses to crawlers until the next build.

const advice = 'Set it to the public address for a build that goes online (see .env.example).';

/** The warning `next build` prints when SITE_URL is missing or a local address, or null when it is public. */
export function siteUrlWarning(env: Record<string, string | undefined>): string | null {
  const value = env.SITE_URL?.trim();
  if (!value) return `SITE_URL is not set: the canonical URLs, sitemap, robots.txt and Open Graph tags of this build will say http://localhost:3000. ${advice}`;
  const host = URL.canParse(value) ? new URL(value).hostname : '';
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') {
    return `SITE_URL is ${value}: the canonical URLs, sitemap, robots.txt and Open Graph tags of this build will say so, the value .env.example gives for working locally. ${advice}`;
  }
  return null;
}
