import { loadFixture } from '@/lib/wordpress/fixtures';
import { forgetAllGood } from '@/lib/content/last-good';
import { bilingualEntries, contentSitemapItems } from './sitemap';

const fixtureFor = (pathname: string) => {
  if (pathname.includes('/communiques')) return 'communiques_embed';
  if (pathname.includes('/projets')) return 'projets_embed';
  return 'evenements_embed';
};

beforeEach(() => {
  process.env.WORDPRESS_API_URL = 'http://wp.test/wp-json';
  forgetAllGood();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const posts = loadFixture(fixtureFor(new URL(String(input)).pathname)) as { slug: string }[];
    // An editor's odd slug, and one WordPress percent-encoded from another script.
    if (posts[0]) posts[0].slug = 'centrale&x"<y>';
    if (posts[1]) posts[1].slug = '%d0%a1%d0%be%d0%bb%d0%bd%d1%86%d0%b5';
    return Response.json(posts);
  }) as typeof fetch;
});
afterEach(() => {
  delete process.env.WORDPRESS_API_URL;
  jest.restoreAllMocks();
});

describe('contentSitemapItems', () => {
  it('gives every content path as URL-safe segments, with the last edit from WordPress', async () => {
    const items = await contentSitemapItems();
    const projects = items.filter((item) => item.path.startsWith('/actualites/projets/'));
    expect(projects.map((item) => item.path)).toEqual(
      expect.arrayContaining(['/actualites/projets/centrale%26x%22%3Cy%3E', '/actualites/projets/%D0%A1%D0%BE%D0%BB%D0%BD%D1%86%D0%B5']),
    );
    for (const item of items) expect(item.path).toMatch(/^[A-Za-z0-9/%._~-]+$/);
    expect(projects[0]?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('lists the bundled events and projects a lookup falls back to', async () => {
    const paths = (await contentSitemapItems()).map((item) => item.path);
    expect(paths).toEqual(expect.arrayContaining(['/actualites/evenements/inauguration-centrale-solaire-nairobi', '/actualites/projets/kira']));
  });

  it('lists WordPress content, written in French only, at its French address only', async () => {
    const items = await contentSitemapItems();
    const wordpress = items.find((item) => item.path === '/actualites/projets/centrale%26x%22%3Cy%3E');
    expect(wordpress?.languages).toEqual(['fr']);
    const bundled = items.find((item) => item.path === '/actualites/projets/kira');
    expect(bundled?.languages).toEqual(['fr', 'en']);
    const entries = bilingualEntries(wordpress!);
    expect(entries.map((entry) => new URL(entry.url).pathname)).toEqual(['/actualites/projets/centrale%26x%22%3Cy%3E']);
    expect(Object.keys(entries[0]?.alternates?.languages ?? {})).toEqual(['fr', 'x-default']);
  });
});
