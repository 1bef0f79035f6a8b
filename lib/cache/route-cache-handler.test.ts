import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
