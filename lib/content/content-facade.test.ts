import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadFixture } from '@/lib/wordpress/fixtures';
import { startLoopbackWordPress, type LoopbackWordPress } from '@/lib/wordpress/testing/loopback-wordpress';
import { bundledEvents } from './bundled/events';
import { bundledPressReleases } from './bundled/press-releases';
import { bundledProjects } from './bundled/projects';
import { getEvent, getEvents, getEventsWithPages } from './events';
import { forgetAllGood, forgetGoodInMemory } from './last-good';
import { getPressRelease, getPressReleases } from './press';
import { getProject, getProjects, getProjectsWithPages } from './projects';

const lastGoodDir = path.resolve(process.env.CONTENT_CACHE_DIR || '.next/cache/last-good');
let wordpress: LoopbackWordPress;
const slugQueries = () => wordpress.requests.flatMap((url) => url.searchParams.get('slug') ?? []);

beforeAll(async () => {
  wordpress = await startLoopbackWordPress();
});
afterAll(() => wordpress.stop());

let mode: 'normal' | 'down' = 'normal';
let unpublished: string | null = null;
/** ACF ids an editor gave, by slug, in place of the recorded ones. */
let acfIds: Record<string, string> = {};
const fixtureFor = (url: string) => {
  if (url.includes('/communiques')) return 'communiques_embed';
  if (url.includes('/projets')) return 'projets_embed';
  return 'evenements_embed';
};

beforeEach(() => {
  mode = 'normal';
  unpublished = null;
  acfIds = {};
  forgetAllGood();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  wordpress.answer((url) => {
    if (mode === 'down') return 'drop';
    const all = (loadFixture(fixtureFor(url.pathname)) as { slug: string; acf?: object }[])
      .filter((post) => post.slug !== unpublished)
      .map((post) => (acfIds[post.slug] === undefined ? post : { ...post, acf: { ...post.acf, id: acfIds[post.slug] } }));
    // Like WordPress: ?slug= filters the collection.
    const slug = url.searchParams.get('slug');
    return { body: slug === null ? all : all.filter((post) => post.slug === slug) };
  });
});
afterEach(() => {
  delete process.env.WORDPRESS_API_URL;
  jest.restoreAllMocks();
});

describe('without WORDPRESS_API_URL', () => {
  it('serves at least six bundled press releases in both languages, newest first', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const list = await getPressReleases(locale);
      expect(list.failed).toBe(false);
      expect(list.items.length).toBeGreaterThanOrEqual(6);
      expect(list.items.map((item) => item.date)).toEqual([...list.items.map((item) => item.date)].sort().reverse());
    }
    expect(bundledPressReleases.fr.map((item) => item.id)).toEqual(bundledPressReleases.en.map((item) => item.id));
    expect(wordpress.requests).toEqual([]);
  });

  it('finds a bundled item by id and answers null for an unknown one', async () => {
    const first = bundledPressReleases.en[0]!;
    await expect(getPressRelease(first.id, 'en')).resolves.toEqual(first);
    await expect(getPressRelease('nope', 'en')).resolves.toBeNull();
  });
});

describe('with WordPress', () => {
  beforeEach(() => {
    process.env.WORDPRESS_API_URL = wordpress.apiUrl;
  });

  it('maps the WordPress lists', async () => {
    const press = await getPressReleases('fr');
    expect(press.failed).toBe(false);
    expect(press.items.map((item) => item.id)).toEqual(['CP-2026-003', 'CP-2025-002', 'CP-2025-001']);
    expect((await getProjects('en')).items).toHaveLength(3);
  });

  it('outage with no good copy: press and projects empty and failed, events bundled and failed', async () => {
    mode = 'down';
    await expect(getPressReleases('fr')).resolves.toEqual({ items: [], failed: true });
    await expect(getProjects('fr')).resolves.toEqual({ items: [], failed: true });
    await expect(getEvents('fr')).resolves.toEqual({ items: bundledEvents.fr, failed: true });
  });

  it('outage after a good read: the last good copy is served', async () => {
    const good = await getPressReleases('fr');
    const goodProject = await getProject('bornes-recharge-dakar', 'fr');
    expect(goodProject).toMatchObject({ numericId: 22 });
    mode = 'down';
    await expect(getPressReleases('fr')).resolves.toEqual(good);
    await expect(getProject('bornes-recharge-dakar', 'fr')).resolves.toEqual(goodProject);
  });

  it('outage: an article only read in the list is served from the list', async () => {
    await getPressReleases('fr');
    mode = 'down';
    await expect(getPressRelease('resultats-annuels-2025', 'fr')).resolves.toMatchObject({ id: 'CP-2025-002' });
  });

  it('outage before an item was ever read: unavailable, not missing', async () => {
    mode = 'down';
    await expect(getPressRelease('CP-2025-001', 'fr')).resolves.toBe('unavailable');
    await expect(getProject('never-read', 'fr')).resolves.toBe('unavailable');
    // Events fall back to the static list, which holds this one.
    await expect(getEvent(bundledEvents.fr[0]!.slug, 'fr')).resolves.toEqual(bundledEvents.fr[0]);
    await expect(getEvent('never-read', 'fr')).resolves.toBe('unavailable');
  });

  it('an item WordPress does not have is missing', async () => {
    await expect(getPressRelease('never-published', 'fr')).resolves.toBeNull();
    await expect(getProject('never-published', 'fr')).resolves.toBeNull();
    await expect(getEvent('never-published', 'fr')).resolves.toBeNull();
  });

  it('outage after a restart: the last good copy kept on disk is served', async () => {
    const good = await getPressReleases('en');
    const goodRelease = await getPressRelease('CP-2025-001', 'en');
    forgetGoodInMemory();
    mode = 'down';
    await expect(getPressReleases('en')).resolves.toEqual(good);
    await expect(getPressRelease('CP-2025-001', 'en')).resolves.toEqual(goodRelease);
    expect(goodRelease).not.toBeNull();
  });

  it('counts among the pages the bundled events and projects a lookup falls back to, after the WordPress ones', async () => {
    const events = await getEventsWithPages('fr');
    const wordpressEvents = (await getEvents('fr')).items;
    expect(events.slice(0, wordpressEvents.length)).toEqual(wordpressEvents);
    expect(events.map((event) => event.slug)).toEqual(expect.arrayContaining(bundledEvents.fr.map((event) => event.slug)));
    await expect(getEvent(events.at(-1)!.slug, 'fr')).resolves.toEqual(events.at(-1));
    const projects = await getProjectsWithPages('en');
    expect(projects.map((project) => project.slug)).toEqual(expect.arrayContaining(bundledProjects.en.map((project) => project.slug)));
    expect(new Set(projects.map((project) => project.slug)).size).toBe(projects.length);
  });

  it('an item WordPress no longer has does not come back from its saved copy during a later outage', async () => {
    await expect(getProject('bornes-recharge-dakar', 'fr')).resolves.toMatchObject({ numericId: 22 });
    unpublished = 'bornes-recharge-dakar';
    await expect(getProject('bornes-recharge-dakar', 'fr')).resolves.toBeNull();
    mode = 'down';
    await expect(getProject('bornes-recharge-dakar', 'fr')).resolves.toBe('unavailable');
  });

  it('finds a press release by ACF id', async () => {
    await expect(getPressRelease('CP-2025-001', 'fr')).resolves.toMatchObject({ slug: 'lancement-projet-solaire-abidjan' });
  });

  it.each(['CP 2025-001', 'CP-2025-É01', 'CP-100%'])('finds the press release with ACF id %s at the address the site links to', async (acfId) => {
    acfIds = { 'lancement-projet-solaire-abidjan': acfId };
    // Next 16 gives a page its parameter percent-encoded, and generateMetadata the same one decoded.
    for (const id of [encodeURIComponent(acfId), acfId]) {
      await expect(getPressRelease(id, 'fr')).resolves.toMatchObject({ id: acfId, slug: 'lancement-projet-solaire-abidjan' });
    }
    // Written as no slug is (a space, an accent, a percent sign): found by the full scan alone.
    expect(slugQueries()).toEqual([]);
  });

  it('takes an identifier that decodes to a stray percent sign as written: no slug, and no such release', async () => {
    await expect(getPressRelease('solaire-100%25', 'fr')).resolves.toBeNull();
    await expect(getPressRelease('solaire-100%', 'fr')).resolves.toBeNull();
    expect(slugQueries()).toEqual([]);
  });

  it('keeps no copy of an item read at a variant of its identifiers, whose page only redirects to it', async () => {
    const copies = () => (existsSync(lastGoodDir) ? readdirSync(lastGoodDir).length : 0);
    for (const variant of [' CP-2025-001', 'CP-2025-001%20', 'cp-2025-001']) {
      await expect(getPressRelease(variant, 'fr')).resolves.toMatchObject({ id: 'CP-2025-001' });
    }
    await expect(getProject('Bornes-Recharge-Dakar', 'fr')).resolves.toMatchObject({ slug: 'bornes-recharge-dakar' });
    expect(copies()).toBe(0);
    await getPressRelease('CP-2025-001', 'fr');
    await getProject('bornes-recharge-dakar', 'fr');
    expect(copies()).toBe(2);
  });
});
