import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { pageRoutes } from '@/e2e/routes';
import { getActiveJobSlugs } from '@/lib/content/jobs';
import { config } from '@/proxy';

const runsOn = (path: string) => unstable_doesMiddlewareMatch({ config, url: path });

describe('where the locale proxy runs', () => {
  it.each(pageRoutes)('not on the page %s', (path) => {
    expect(runsOn(path)).toBe(false);
  });

  it.each([
    '/fr',
    '/fr/presentation',
    '/this-page-does-not-exist',
    '/en/this-page-does-not-exist',
    '/english',
    '/actualites/nothing/here',
    '/en/actualites/articles',
    '/filiales/unknown-subsidiary',
    '/en/filiales/unknown-subsidiary',
    '/de/presentation',
    '/contact/more',
    '/en/documents/rapport-2024.pdf',
    '/en/nope.html',
  ])('on %s, which the not-found page or the /fr redirect answers', (path) => {
    expect(runsOn(path)).toBe(true);
  });

  it.each(getActiveJobSlugs().flatMap((slug) => [`/carrieres/offres/${slug}`, `/en/carrieres/offres/${slug}`]))('not on the active job offer %s', (path) => {
    expect(runsOn(path)).toBe(false);
  });

  it.each(['/job', '/en/job', '/showrooms', '/showrooms/zanzibar', '/fr/showrooms', '/EN/contact', '/En', '/FR/contact', '/Fr', '/carrieres/offres/no-such-offer', '/en/carrieres/offres/solar-project-engineer-zanzibar', '/filtered/media', '/en/filtered/actualites/communiques', '/filtered/carrieres/rejoignez-nous'])(
    'on %s, which it redirects',
    (path) => {
      expect(runsOn(path)).toBe(true);
    },
  );

  it.each(['/%ZZ', '/contact%', '/actualites/communiques/solaire-100%', '/en/actualites/projets/%E0%A4%A', '/api/contact%ZZ', '/_next/%ZZ'])(
    'on %s, whose malformed escape it answers',
    (path) => {
      expect(runsOn(path)).toBe(true);
    },
  );

  it.each(['/contact/', '/en/', '/en/contact/', '/actualites/communiques/some-article/', '/api/contact/', '/logo.svg/'])(
    'on %s, whose trailing slash it trims',
    (path) => {
      expect(runsOn(path)).toBe(true);
    },
  );

  it.each(['/api/contact', '/_next/static/chunks/main.js', '/favicon.ico', '/sitemap.xml'])('not on %s', (path) => {
    expect(runsOn(path)).toBe(false);
  });
});
