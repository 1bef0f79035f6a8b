// Prerendered pages, the sitemap and robots.txt keep the SITE_URL of their build, so a production
// build without it would publish http://localhost:3000 addresses to crawlers until the next build.

/** The warning `next build` prints when SITE_URL is missing, or null when it is set. */
export function missingSiteUrlWarning(env: Record<string, string | undefined>): string | null {
  if (env.SITE_URL?.trim()) return null;
  return 'SITE_URL is not set: the canonical URLs, sitemap, robots.txt and Open Graph tags of this build will say http://localhost:3000. Set it to the public address for a build that goes online (see .env.example).';
}
