import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { filteredLists, filteredRoutePrefix } from './lib/filtered-lists';
import { securityHeaders } from './lib/security-headers';
import { siteUrlWarning } from './lib/site-url-warning';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  output: 'standalone',
  // `next dev` serves localhost; the tests and `npm start` use 127.0.0.1, and a developer who opens
  // the dev server there would otherwise get no hot reload (its scripts and socket are refused).
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // Next hashes each HTML response in JavaScript for its ETag, on every request: on the 83 KB privacy
  // policy that took 40 % of the server's time (660 req/s with it, 1 150 without). Pages are cached by
  // s-maxage at the proxy or CDN; a browser reload gets the compressed page again rather than a 304.
  generateEtags: false,
  // Next's redirect of /contact/ to /contact skips the headers of headers() below: the proxy sends it instead.
  skipTrailingSlashRedirect: true,
  // Next's file-system cache, except that 404s and redirects for unknown identifiers stay in memory (see the file).
  cacheHandler: path.resolve('lib/cache/route-cache-handler.mjs'),
  experimental: {
    // A full-document 404 outside the layout tree, so it may read the request without making pages dynamic.
    globalNotFound: true,
    // Custom routes match case-insensitively by default: the French rewrite then took /EN/... for the
    // English prefix and left it alone, and /EN/contact reached [locale] as an unknown locale, a bare 404.
    caseSensitiveRoutes: true,
  },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') },
      // A font's name carries its content's hash (lib/fonts.ts): a changed file has a new address.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
  async rewrites() {
    // French, the default locale, is served at the unprefixed paths (see proxy.ts for why here).
    // afterFiles: static files, _next assets and static API routes are matched before this; API
    // routes with a dynamic segment are not, hence their exclusion.
    return {
      // A list with a filter in its query is rendered per request by a route of its own, so that
      // the list's own address can be prerendered and cached (lib/filtered-lists.ts).
      beforeFiles: filteredLists.flatMap(({ path, params }) =>
        Object.values(params).flatMap((key) =>
          ['', '/en'].map((prefix) => ({
            source: `${prefix}${path}`,
            has: [{ type: 'query' as const, key }],
            destination: `${prefix || '/fr'}${filteredRoutePrefix}${path}`,
          })),
        ),
      ),
      afterFiles: [{ source: '/:path((?!(?:en|fr|api|_next)(?:/|$)).*)', destination: '/fr/:path' }],
      fallback: [],
    };
  },
};

// The key that signs Open Graph card addresses (lib/seo/og-signature.ts), written into the build so
// that the pages it prerenders and the server that runs it agree: OG_IMAGE_SECRET when given (servers
// built separately behind one address must share it), else a new one per build. Set on the first
// read of this file, so that the compile worker, which inherits the environment, keeps it.
process.env.OG_IMAGE_KEY ||= process.env.OG_IMAGE_SECRET || randomBytes(32).toString('hex');

export default function config(phase: string): NextConfig {
  // `next typegen` loads this file in the build phase too, hence the command check; `next build`
  // reads it again in its compile worker, which inherits the environment, hence the flag.
  const building = phase === PHASE_PRODUCTION_BUILD && process.argv.includes('build');
  const warning = building && !process.env.SITE_URL_WARNING_SHOWN ? siteUrlWarning(process.env) : null;
  if (warning) {
    console.warn(`⚠ ${warning}`);
    process.env.SITE_URL_WARNING_SHOWN = '1';
  }
  const env = { OG_IMAGE_KEY: process.env.OG_IMAGE_KEY ?? '' };
  // `next dev` does not run the proxy for a path ending in a slash (it matches the trimmed path, which
  // the matcher leaves out) and answered every one with an empty 200: there Next redirects it itself.
  if (phase === PHASE_DEVELOPMENT_SERVER) return withNextIntl({ ...nextConfig, env, skipTrailingSlashRedirect: false });
  return withNextIntl({ ...nextConfig, env });
}
