import { loadFixture } from '@/lib/wordpress/fixtures';
import { startLoopbackWordPress, type LoopbackWordPress } from '@/lib/wordpress/testing/loopback-wordpress';
import { forgetAllGood } from '@/lib/content/last-good';
import { bilingualEntries, contentSitemapItems, type SitemapItem } from './sitemap';

const fixtureFor = (pathname: string) => {
  if (pathname.includes('/communiques')) return 'communiques_embed';
  if (pathname.includes('/projets')) return 'projets_embed';
  return 'evenements_embed';
};

let wordpress: LoopbackWordPress;
beforeAll(async () => {
  wordpress = await startLoopbackWordPress();
});
afterAll(() => wordpress.stop());

beforeEach(() => {
  process.env.WORDPRESS_API_URL = wordpress.apiUrl;
  forgetAllGood();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  wordpress.answer((url) => {
    const posts = loadFixture(fixtureFor(url.pathname)) as { slug: string; title: { rendered: string } }[];
    // Titles with no letter to slugify, so the page lives at the slug: an editor's odd one, and one
    // WordPress percent-encoded from another script.
    if (posts[0]) Object.assign(posts[0], { slug: 'centrale&x"<y>', title: { rendered: '★' } });
    if (posts[1]) Object.assign(posts[1], { slug: '%d0%a1%d0%be%d0%bb%d0%bd%d1%86%d0%b5', title: { rendered: 'Солнце' } });
    return { body: posts };
  });
});
afterEach(() => {
  delete process.env.WORDPRESS_API_URL;
  jest.restoreAllMocks();
});

const frenchPath = (item: SitemapItem) => item.paths.fr ?? '';

describe('contentSitemapItems', () => {
  it('lists events and projects at the slug of their title, where their cards link, with the last edit from WordPress', async () => {
    const items = await contentSitemapItems();
    expect(items.map(frenchPath)).toEqual(expect.arrayContaining(['/actualites/projets/centrale-solaire-de-bouake', '/actualites/evenements/salon-energaia-2025-montpellier']));
    const project = items.find((item) => frenchPath(item) === '/actualites/projets/centrale-solaire-de-bouake');
    expect(project?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('falls back to the slug, as URL-safe segments, when the title gives none', async () => {
    const items = await contentSitemapItems();
    expect(items.map(frenchPath)).toEqual(
      expect.arrayContaining(['/actualites/projets/centrale%26x%22%3Cy%3E', '/actualites/projets/%D0%A1%D0%BE%D0%BB%D0%BD%D1%86%D0%B5']),
    );
    for (const item of items) for (const path of Object.values(item.paths)) expect(path).toMatch(/^[A-Za-z0-9/%._~-]+$/);
  });

  it('lists the bundled events and projects a lookup falls back to, each at its title in each language', async () => {
    const items = await contentSitemapItems();
    const kira = items.find((item) => frenchPath(item) === '/actualites/projets/kira');
    expect(kira?.paths).toEqual({ fr: '/actualites/projets/kira', en: '/actualites/projets/kira' });
    const forum = items.find((item) => frenchPath(item) === '/actualites/evenements/forum-africain-de-la-transition-energetique');
    expect(forum?.paths.en).toBe('/actualites/evenements/african-energy-transition-forum');
    const entries = bilingualEntries(forum!);
    expect(entries.map((entry) => entry.url)).toEqual([
      'http://localhost:3000/actualites/evenements/forum-africain-de-la-transition-energetique',
      'http://localhost:3000/en/actualites/evenements/african-energy-transition-forum',
    ]);
    for (const entry of entries) {
      expect(entry.alternates?.languages).toEqual({
        fr: 'http://localhost:3000/actualites/evenements/forum-africain-de-la-transition-energetique',
        en: 'http://localhost:3000/en/actualites/evenements/african-energy-transition-forum',
        'x-default': 'http://localhost:3000/actualites/evenements/forum-africain-de-la-transition-energetique',
      });
    }
  });

  it('lists every press release that has a page, past the first 50 the press list shows', async () => {
    const [release] = loadFixture('communiques_embed') as { id: number; slug: string; acf: Record<string, unknown> }[];
    const releases = Array.from({ length: 60 }, (_, index) => ({
      ...release!,
      id: 1000 + index,
      slug: `communique-${index}`,
      acf: { ...release!.acf, id: `CP-2026-${100 + index}` },
    }));
    wordpress.answer((url) => ({
      body: url.pathname.includes('/communiques') ? releases.slice(0, Number(url.searchParams.get('per_page'))) : loadFixture(fixtureFor(url.pathname)),
    }));
    const paths = (await contentSitemapItems()).map(frenchPath).filter((path) => path.startsWith('/actualites/communiques/'));
    expect(paths).toHaveLength(60);
    expect(paths).toContain('/actualites/communiques/CP-2026-159');
  });

  it('lists WordPress content, written in French only, at its French address only', async () => {
    const items = await contentSitemapItems();
    const wordpress = items.find((item) => frenchPath(item) === '/actualites/projets/centrale%26x%22%3Cy%3E');
    expect(Object.keys(wordpress?.paths ?? {})).toEqual(['fr']);
    const entries = bilingualEntries(wordpress!);
    expect(entries.map((entry) => new URL(entry.url).pathname)).toEqual(['/actualites/projets/centrale%26x%22%3Cy%3E']);
    expect(Object.keys(entries[0]?.alternates?.languages ?? {})).toEqual(['fr', 'x-default']);
  });
});
