import { statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** What Chromium sends. */
const browserEncodings = 'gzip, deflate, br, zstd';

const paths = ['/', '/en', '/legal/privacy-policy', '/en/legal/terms-of-service', '/missing', '/robots.txt'];

for (const path of paths) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

test('redirects carry the security headers too, Next\'s repeated-slash ones included', async ({ request }) => {
  for (const [path, status] of [
    ['/job', 307],
    ['/showrooms', 308],
    ['/fr/showrooms', 308],
    ['/EN/contact', 308],
    ['/fr/contact', 308],
    ['/carrieres/offres/no-such-offer', 307],
    ['/en/carrieres/offres/solar-project-engineer-zanzibar', 307],
    ['/contact/', 308],
    ['/en/', 308],
    ['/api/contact/', 308],
    ['//contact', 308],
    ['/en//actualites//communiques', 308],
    ['//api/contact', 308],
  ] as const) {
    // A path starting with // would be read as a host name: give it the origin.
    const response = await request.get(`${test.info().project.use.baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(response.headers()['strict-transport-security'], path).toContain('max-age=');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  expect((await request.get('/fr/showrooms', { maxRedirects: 0 })).headers()['location']).toBe('/en/showrooms');
});

test('static pages are served from the cache in both locales, French unprefixed included', async ({ request }) => {
  for (const path of ['/legal/privacy-policy', '/en/legal/privacy-policy', '/', '/en']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(response.headers()['cache-control'], path).toContain('s-maxage');
    // Uncompressed, as a reverse proxy that compresses itself asks for it, a page is sent in one
    // piece with its length (patches/next+16.4.6.patch), not streamed in chunks.
    const uncompressed = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(uncompressed.headers()['transfer-encoding'], path).toBeUndefined();
    expect(Number(uncompressed.headers()['content-length']), path).toBe((await uncompressed.body()).length);
  }
});

test('an address with control characters between slashes stays on the site', async ({ request }) => {
  for (const path of ['/%09/evil.example', '/fr/%0D%0A/evil.example/x']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers()['location'], path).toMatch(/^\/evil\.example/);
  }
});

test('a static file answers what it cannot serve with its 4xx, uncached, not a 500', async ({ request }) => {
  const video = '/videos/hero-loop.webm';
  const size = statSync(`public${video}`).size;
  // A download manager resuming a file it already has whole asks from its end.
  const pastTheEnd = await request.get(video, { headers: { range: `bytes=${size}-` } });
  expect(pastTheEnd.status()).toBe(416);
  expect(pastTheEnd.headers()['content-range']).toBe(`bytes */${size}`);
  const document = '/documents/plaquette-solio-2026.pdf';
  const changedSince = await request.get(document, { headers: { 'if-unmodified-since': 'Sat, 01 Jan 2000 00:00:00 GMT' } });
  expect(changedSince.status()).toBe(412);
  const posted = await request.post(document);
  expect(posted.status()).toBe(405);
  const allowed = posted.headersArray().filter(({ name }) => name.toLowerCase() === 'allow').map(({ value }) => value);
  expect(allowed.join(', ')).toBe('GET, HEAD');
  for (const response of [pastTheEnd, changedSince, posted]) {
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('the server bound to 127.0.0.1 serves / without a redirect loop', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).host).toBe(new URL(test.info().project.use.baseURL ?? '').host);
});

test('no request leaves for another host while browsing', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) outside.push(request.url());
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.goto('/en/legal/privacy-policy', { waitUntil: 'load' });
  expect(outside).toEqual([]);
});

test('the favicon every browser asks for is served, and pages link the SVG icon and the home-screen icon', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/x-icon');
  for (const path of ['/', '/en/contact']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"[^>]*type="image\/svg\+xml"/);

    const appleIcon = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
    expect(appleIcon, path).toMatch(/^\/apple-icon\.png/);
    const png = await request.get(appleIcon!);
    expect(png.headers()['content-type']).toBe('image/png');
    const header = await png.body();
    // IHDR: width and height, then bit depth and colour type (2: RGB, no alpha channel for iOS to blacken).
    expect([header.readUInt32BE(16), header.readUInt32BE(20), header[25]]).toEqual([180, 180, 2]);
  }
});

test('build scripts and stylesheets go out as their Brotli copy to browsers that take it, gzip to others', async ({ request }) => {
  const html = await (await request.get('/contact')).text();
  const assets = [html.match(/<link rel="stylesheet" href="([^"]+\.css)"/)?.[1], html.match(/<script src="([^"]+\.js)"/)?.[1]];
  for (const asset of assets) {
    expect(asset).toMatch(/^\/_next\/static\//);
    const url = `${test.info().project.use.baseURL}${asset}`;
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding'], asset).toBeUndefined();

    const brotli = await rawGet(url, browserEncodings);
    expect(brotli.headers['content-encoding'], asset).toBe('br');
    expect(brotli.headers['content-type'], asset).toBe(plain.headers['content-type']);
    expect(brotli.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['vary'], asset).toContain('Accept-Encoding');
    expect(brotli.headers['content-security-policy'], asset).toContain("frame-ancestors 'none'");
    expect(Number(brotli.headers['content-length']), asset).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body), asset).toBe(true);

    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const gzip = await rawGet(url, acceptEncoding);
      expect(gzip.headers['content-encoding'], `${asset} ${acceptEncoding}`).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), asset).toBe(true);
    }
  }
});

test('a cached page goes out as its Brotli copy to browsers that take it, gzip to others', async () => {
  for (const path of ['/legal/privacy-policy', '/en/legal/terms-of-service']) {
    const url = `${test.info().project.use.baseURL}${path}`;
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding'], path).toBeUndefined();

    // The copy is made off the server's main thread: until it is ready, the page goes out gzipped.
    await expect.poll(async () => (await rawGet(url, browserEncodings)).headers['content-encoding'], { message: path }).toBe('br');
    const brotli = await rawGet(url, browserEncodings);
    expect(brotliDecompressSync(brotli.body).equals(plain.body), path).toBe(true);
    expect(Number(brotli.headers['content-length']), path).toBe(brotli.body.length);
    expect(brotli.headers['vary'], path).toContain('Accept-Encoding');
    for (const header of ['content-type', 'cache-control', 'x-nextjs-cache', 'content-security-policy']) {
      expect(brotli.headers[header], `${path} ${header}`).toBe(plain.headers[header]);
    }

    const head = await rawGet(url, browserEncodings, 'HEAD');
    expect(head.headers['content-encoding'], path).toBe('br');
    expect(head.headers['content-length'], path).toBe(brotli.headers['content-length']);
    expect(head.body.length, path).toBe(0);

    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const gzip = await rawGet(url, acceptEncoding);
      expect(gzip.headers['content-encoding'], `${path} ${acceptEncoding}`).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
    }
  }
});

/** The raw bytes and headers of a response, undecoded: Node's fetch would decompress the body. */
function rawGet(url: string, acceptEncoding: string, method = 'GET'): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
