import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import RouteCacheHandler from './route-cache-handler.mjs';

const serverDistDir = mkdtempSync(path.join(tmpdir(), 'route-cache-'));
afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));

// In memory only: the disk side is Next's own, checked end to end by e2e/route-cache.spec.ts.
const cache = new RouteCacheHandler({ flushToDisk: false, serverDistDir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });

test('a cached page comes back as its UTF-8 bytes, encoded once', async () => {
  const html = '<!DOCTYPE html><html lang="fr"><body><p>L’énergie « solaire » — 2026</p></body></html>';
  await cache.set('/fr/presentation', { kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: {}, status: 200, postponed: undefined, segmentData: undefined }, {});

  const first = await cache.get('/fr/presentation', { kind: 'APP_PAGE' });
  const second = await cache.get('/fr/presentation', { kind: 'APP_PAGE' });

  expect(first?.value?.html).toEqual(Buffer.from(html, 'utf8'));
  expect(second?.value?.html).toBe(first?.value?.html);
});

test('fetched data is returned as Next stored it', async () => {
  const data = { kind: 'FETCH', data: { headers: {}, body: 'W10=', status: 200, url: 'http://wordpress.test/wp-json/wp/v2/projets' }, revalidate: 300 };
  await cache.set('fetch-key', data, { fetchCache: true, tags: [] });
  expect((await cache.get('fetch-key', { kind: 'FETCH', tags: [] }))?.value).toEqual(data);
});
