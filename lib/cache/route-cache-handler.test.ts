import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import RouteCacheHandler from './route-cache-handler.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'route-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const serverDistDir = path.join(root, 'server');

// In memory only: the disk side of pages is Next's own, checked end to end by e2e/route-cache.spec.ts.
const cache = new RouteCacheHandler({ flushToDisk: false, serverDistDir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });

/** A fetched JSON answer as Next stores it. */
function fetched(json: string) {
  return { kind: 'FETCH', data: { headers: {}, body: Buffer.from(json).toString('base64'), status: 200, url: 'http://wordpress.test/wp-json/wp/v2/projets' }, revalidate: 300 };
}

test('a cached page comes back as its UTF-8 bytes, encoded once', async () => {
  const html = '<!DOCTYPE html><html lang="fr"><body><p>L’énergie « solaire » — 2026</p></body></html>';
  await cache.set('/fr/presentation', { kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: {}, status: 200, postponed: undefined, segmentData: undefined }, {});

  const first = await cache.get('/fr/presentation', { kind: 'APP_PAGE' });
  const second = await cache.get('/fr/presentation', { kind: 'APP_PAGE' });

  expect(first?.value?.html).toEqual(Buffer.from(html, 'utf8'));
  expect(second?.value?.html).toBe(first?.value?.html);
});

test('fetched data is returned as Next stored it', async () => {
  const data = fetched('[{"id":1}]');
  await cache.set('fetch-key', data, { fetchCache: true, tags: [] });
  expect((await cache.get('fetch-key', { kind: 'FETCH', tags: [] }))?.value).toEqual(data);
});

test('an empty fetched list (an unknown slug) is kept in memory only; other fetched data goes to disk', async () => {
  const onDisk = new RouteCacheHandler({ flushToDisk: true, fs: nodeFs, serverDistDir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
  await onDisk.set('unknown-slug', fetched('[]'), { fetchCache: true, tags: [] });
  await onDisk.set('known-slug', fetched('[{"id":1}]'), { fetchCache: true, tags: [] });

  expect(readdirSync(path.join(root, 'cache/fetch-cache'))).toEqual(['known-slug']);
  expect((await onDisk.get('unknown-slug', { kind: 'FETCH', tags: [] }))?.value).toEqual(fetched('[]'));
});

describe('redirects', () => {
  // With the disk, as Next runs it: a redirect for a path the build did not prerender goes to memory.
  const cache = new RouteCacheHandler({ flushToDisk: true, fs: nodeFs, serverDistDir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });

  test('a redirect regenerated without its Location gets it back from the flight data', async () => {
    // What Next 16.4 stored for a project gone from WordPress, regenerated in the background.
    const rscData = Buffer.from('0:{"b":"build"}\nc:E{"digest":"NEXT_REDIRECT;replace;/en/actualites/projets?notFound=1;307;"}\n');
    const headers = { 'x-next-cache-tags': '_N_T_/[locale]/actualites/projets/[id]/page' };
    await cache.set('/en/actualites/projets/gone', { kind: 'APP_PAGE', html: '<html></html>', rscData, headers, status: 307, postponed: undefined, segmentData: undefined }, {});
    await cache.set('/fr/actualites/projets/moved', { kind: 'APP_PAGE', html: '<html></html>', rscData: Buffer.from('c:E{"digest":"NEXT_REDIRECT;replace;/actualites/projets/a;b;308;"}'), headers: {}, status: 308, postponed: undefined, segmentData: undefined }, {});

    expect((await cache.get('/en/actualites/projets/gone', { kind: 'APP_PAGE' }))?.value?.headers).toEqual({ ...headers, location: '/en/actualites/projets?notFound=1' });
    expect((await cache.get('/fr/actualites/projets/moved', { kind: 'APP_PAGE' }))?.value?.headers).toEqual({ location: '/actualites/projets/a;b' });
  });

  test('a redirect that kept its Location, and a page that is no redirect, are stored as they came', async () => {
    const rscData = Buffer.from('c:E{"digest":"NEXT_REDIRECT;replace;/actualites/projets?notFound=1;307;"}');
    await cache.set('/fr/actualites/projets/kept', { kind: 'APP_PAGE', html: '', rscData, headers: { location: '/actualites/projets?notFound=1' }, status: 307, postponed: undefined, segmentData: undefined }, {});
    await cache.set('/fr/not-found', { kind: 'APP_PAGE', html: '', rscData: Buffer.from('0:{}'), headers: {}, status: 404, postponed: undefined, segmentData: undefined }, {});
    await cache.set('/fr/no-digest', { kind: 'APP_PAGE', html: '', rscData: Buffer.from('0:{}'), headers: {}, status: 307, postponed: undefined, segmentData: undefined }, {});

    expect((await cache.get('/fr/actualites/projets/kept', { kind: 'APP_PAGE' }))?.value?.headers).toEqual({ location: '/actualites/projets?notFound=1' });
    expect((await cache.get('/fr/not-found', { kind: 'APP_PAGE' }))?.value?.headers).toEqual({});
    expect((await cache.get('/fr/no-digest', { kind: 'APP_PAGE' }))?.value?.headers).toEqual({});
  });
});

describe('on disk', () => {
  const onDisk = new RouteCacheHandler({ flushToDisk: true, fs: nodeFs, serverDistDir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
  const page = (status: number) => ({ kind: 'APP_PAGE', html: '<html></html>', rscData: Buffer.from('0:{}'), headers: {}, status, postponed: undefined, segmentData: undefined });
  const statusOnDisk = (name: string) => JSON.parse(readFileSync(path.join(serverDistDir, 'app/fr/actualites/projets', `${name}.meta`), 'utf8')).status;

  test('a 404 or redirect for an unknown path stays in memory', async () => {
    await onDisk.set('/fr/actualites/projets/never-was', page(404), {});
    expect(existsSync(path.join(serverDistDir, 'app/fr/actualites/projets/never-was.meta'))).toBe(false);
  });

  test('a page rendered since the build, then gone, is replaced on disk: a restart cannot bring it back', async () => {
    // A project published after the build, rendered on its first visit, then unpublished or renamed.
    await onDisk.set('/fr/actualites/projets/published-later', page(200), {});
    expect(statusOnDisk('published-later')).toBe(200);
    await onDisk.set('/fr/actualites/projets/published-later', page(307), {});
    expect(statusOnDisk('published-later')).toBe(307);
  });
});
