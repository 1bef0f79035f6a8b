import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFixture } from '@/lib/wordpress/fixtures';
import { startLoopbackWordPress, type LoopbackWordPress, type WordPressReply } from '@/lib/wordpress/testing/loopback-wordpress';
import { forgetAllGood } from './last-good';
import { revalidationPayloadSchema } from './revalidation';
import { ownOrigin, pagesShowingChange, requestPages } from './warm-up';

const fixtures: Record<string, string> = { communiques: 'communiques_embed', evenements: 'evenements_embed', projets: 'projets_embed' };

/** WordPress's answers from the recordings: a post by id, a collection filtered by ?slug=, or the collection. */
function recordedWordPress(url: URL): WordPressReply {
  const [, base, id] = /\/wp\/v2\/(\w+)(?:\/(\d+))?/.exec(url.pathname) ?? [];
  const posts = loadFixture(fixtures[base ?? ''] ?? 'evenements_embed') as { id: number; slug: string }[];
  if (id !== undefined) {
    const post = posts.find((candidate) => candidate.id === Number(id));
    return post ? { body: post } : { status: 404, body: { code: 'rest_post_invalid_id' } };
  }
  const slug = url.searchParams.get('slug');
  return { body: slug === null ? posts : posts.filter((post) => post.slug === slug) };
}

describe('pagesShowingChange', () => {
  let wordpress: LoopbackWordPress;
  beforeAll(async () => {
    wordpress = await startLoopbackWordPress();
    wordpress.answer(recordedWordPress);
  });
  afterAll(() => wordpress.stop());
  beforeEach(() => {
    process.env.WORDPRESS_API_URL = wordpress.apiUrl;
    forgetAllGood();
  });
  afterEach(() => {
    delete process.env.WORDPRESS_API_URL;
  });

  const change = (payload: unknown) => pagesShowingChange(revalidationPayloadSchema.parse(payload));

  it('a press release: the list and the article at its ACF id, which its cards link to, in both languages', async () => {
    await expect(change({ type: 'communique', id: 12, slug: 'partenariat-mobilite-recharge', status: 'publish' })).resolves.toEqual([
      '/actualites/communiques',
      '/actualites/communiques/CP-2026-003',
      '/en/actualites/communiques',
      '/en/actualites/communiques/CP-2026-003',
      '/sitemap.xml',
    ]);
  });

  it('an event or a project: its canonical slug and the slug of its title, which its cards link to', async () => {
    await expect(change({ type: 'evenement', id: 18, slug: 'inauguration-soleil-dafrique' })).resolves.toEqual([
      '/actualites/evenements',
      '/actualites/evenements/inauguration-soleil-dafrique',
      '/actualites/evenements/inauguration-de-la-centrale-soleil-d-afrique',
      '/en/actualites/evenements',
      '/en/actualites/evenements/inauguration-soleil-dafrique',
      '/en/actualites/evenements/inauguration-de-la-centrale-soleil-d-afrique',
      '/sitemap.xml',
    ]);
    await expect(change({ type: 'projets', id: 22, slug: 'bornes-recharge-dakar' })).resolves.toContain('/en/actualites/projets/reseau-de-bornes-de-recharge-dakar');
  });

  it('an item WordPress no longer has: its slug address only, so its removal is rendered before anyone looks', async () => {
    await expect(change({ type: 'projet', id: 999, slug: 'projet-retire', status: 'trash' })).resolves.toEqual([
      '/actualites/projets',
      '/actualites/projets/projet-retire',
      '/en/actualites/projets',
      '/en/actualites/projets/projet-retire',
      '/sitemap.xml',
    ]);
    await expect(change({ type: 'communique', id: 999, status: 'trash' })).resolves.toEqual(['/actualites/communiques', '/en/actualites/communiques', '/sitemap.xml']);
  });

  it('a slug WordPress keeps percent-encoded is one path segment', async () => {
    await expect(change({ type: 'evenement', id: 999, slug: 'forum-%d0%a1%d0%be%d0%bb%d0%bd%d1%86%d0%b5' })).resolves.toContain(
      '/actualites/evenements/forum-%D0%A1%D0%BE%D0%BB%D0%BD%D1%86%D0%B5',
    );
  });
});

describe('requestPages', () => {
  let server: Server;
  let origin: string;
  const requested: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      // A page that fails to answer must not stop the others.
      if (request.url === '/broken') request.socket.destroy();
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>page</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('requests every page from the given server and settles whatever they answer', async () => {
    await expect(requestPages(['/actualites/communiques', '/broken', '/en/actualites/communiques'], origin)).resolves.toBeUndefined();
    expect(requested.sort()).toEqual(['/actualites/communiques', '/broken', '/en/actualites/communiques']);
  });
});

describe('ownOrigin', () => {
  afterEach(() => {
    delete process.env.HOSTNAME;
    delete process.env.PORT;
  });

  it('is the loopback address and port the server listens on', () => {
    expect(ownOrigin()).toBe('http://127.0.0.1:3000');
    process.env.PORT = '3100';
    process.env.HOSTNAME = '0.0.0.0';
    expect(ownOrigin()).toBe('http://127.0.0.1:3100');
    process.env.HOSTNAME = '::1';
    expect(ownOrigin()).toBe('http://[::1]:3100');
    process.env.HOSTNAME = '127.0.0.1';
    expect(ownOrigin()).toBe('http://127.0.0.1:3100');
  });
});
