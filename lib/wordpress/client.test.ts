import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFixture } from './fixtures';
import { hangingPauseMs, wordpressAnswered, wpIsReachable, wpItem, wpList, wpPressItem, wpTimeouts } from './client';
import { startLoopbackWordPress, type LoopbackWordPress, type WordPressReply } from './testing/loopback-wordpress';

// Each fetch is recorded with the options the client gave it (Next's cache tags among them) on its
// way to the loopback WordPress.
const calls: { url: string; init: RequestInit }[] = [];
let wordpress: LoopbackWordPress;
let base = '';

function serve(replies: (url: string) => WordPressReply) {
  wordpress.answer((url) => replies(url.href));
}

const realFetch = global.fetch;

beforeAll(async () => {
  wordpress = await startLoopbackWordPress();
  base = wordpress.apiUrl;
});
afterAll(() => wordpress.stop());

const notFound = { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } };

beforeEach(() => {
  calls.length = 0;
  wordpressAnswered();
  process.env.WORDPRESS_API_URL = base;
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return realFetch(input, init);
  }) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('wpList', () => {
  it('reads the spec path and page size with tags, a 5-minute freshness and a 10 s timeout', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    serve(() => ({ status: 200, body: loadFixture('communiques_embed') }));
    const result = await wpList('press', ['press', 'press:fr']);
    expect(result.status).toBe('ok');
    expect(calls[0]?.url).toBe(`${base}/wp/v2/communiques?_embed&per_page=50`);
    expect(calls[0]?.init.next).toEqual({ revalidate: 300, tags: ['press', 'press:fr'] });
    expect(timeout).toHaveBeenCalledWith(wpTimeouts.default);
  });

  it('retries once after a 500, then succeeds', async () => {
    let count = 0;
    serve(() => (count++ === 0 ? { status: 500, body: {} } : { status: 200, body: loadFixture('projets_embed') }));
    const result = await wpList('projects', ['projects']);
    expect(calls).toHaveLength(2);
    expect(result.status === 'ok' && result.data).toHaveLength(3);
  });

  it('fails after two network errors, without throwing, and logs the address and why', async () => {
    // A port nothing listens on: the one the server had before it closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    process.env.WORDPRESS_API_URL = `http://127.0.0.1:${port}/wp-json`;
    await expect(wpList('events', ['events'])).resolves.toMatchObject({ status: 'failed' });
    expect(calls).toHaveLength(2);
    expect(console.warn).toHaveBeenCalledWith(`[wordpress] GET http://127.0.0.1:${port}/wp-json/wp/v2/evenements?_embed&per_page=50 failed: fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('retries a connection dropped before any answer', async () => {
    let count = 0;
    serve(() => (count++ === 0 ? 'drop' : { status: 200, body: [] }));
    await expect(wpList('events', [])).resolves.toEqual({ status: 'ok', data: [] });
    expect(calls).toHaveLength(2);
  });

  it('fails on garbage (not JSON, or not a list)', async () => {
    serve(() => ({ status: 200, body: '<html>oops' }));
    await expect(wpList('events', [])).resolves.toMatchObject({ status: 'failed', reason: 'not JSON (WORDPRESS_API_URL is the REST root, ending in /wp-json)' });
    serve(() => ({ status: 200, body: { not: 'a list' } }));
    await expect(wpList('events', [])).resolves.toMatchObject({ status: 'failed' });
  });

  it('ends the wait at the deadline even when the fetch ignores its signal, as Next does refreshing a stale entry', async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(20));
    // Headers that never come, then a body that never ends: both attempts give up at the deadline.
    let count = 0;
    serve(() => (count++ === 0 ? 'hang' : 'endless body'));
    global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return realFetch(input, { ...init, signal: undefined });
    }) as typeof fetch;
    await expect(wpList('events', ['events'])).resolves.toMatchObject({ status: 'failed' });
    expect(calls).toHaveLength(2);
  });

  it('after both attempts time out, reads fail at once for a while; the webhook or the end of the pause lets them through', async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const shortDeadline = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(20));
    serve(() => 'hang');
    await expect(wpList('events', [])).resolves.toMatchObject({ status: 'failed' });
    expect(calls).toHaveLength(2);
    // The reads that follow get the real deadline: 20 ms is less than a loaded machine may take to answer.
    shortDeadline.mockRestore();

    serve(() => ({ status: 200, body: [] }));
    await expect(wpList('projects', [])).resolves.toEqual({ status: 'failed', reason: 'WordPress timed out moments ago' });
    expect(calls).toHaveLength(2);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + hangingPauseMs + 1);
    await expect(wpList('projects', [])).resolves.toEqual({ status: 'ok', data: [] });
    expect(calls).toHaveLength(3);
  });

  it('the webhook ends the pause', async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const shortDeadline = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(20));
    serve(() => 'hang');
    await wpList('events', []);
    shortDeadline.mockRestore();
    serve(() => ({ status: 200, body: [] }));
    wordpressAnswered();
    await expect(wpList('events', [])).resolves.toEqual({ status: 'ok', data: [] });
    expect(calls).toHaveLength(3);
  });

  it('a dropped connection does not pause the reads: it costs no wait', async () => {
    serve(() => 'drop');
    await expect(wpList('events', [])).resolves.toMatchObject({ status: 'failed' });
    serve(() => ({ status: 200, body: [] }));
    await expect(wpList('events', [])).resolves.toEqual({ status: 'ok', data: [] });
    expect(calls).toHaveLength(3);
  });

  it('fails when WORDPRESS_API_URL is unset, without calling out', async () => {
    delete process.env.WORDPRESS_API_URL;
    serve(() => ({ status: 200, body: [] }));
    await expect(wpList('events', [])).resolves.toMatchObject({ status: 'failed' });
    expect(calls).toHaveLength(0);
  });
});

describe('wpItem', () => {
  it('tries a numeric id on the id path first', async () => {
    serve(() => ({ status: 200, body: loadFixture('evenement_by_id_embed') }));
    const result = await wpItem('events', '18', ['event:18']);
    expect(calls.map((call) => call.url)).toEqual([`${base}/wp/v2/evenements/18?_embed`]);
    expect(result.status === 'ok' && result.data.id).toBe(18);
  });

  it('falls back to the slug path when the id path answers 404', async () => {
    serve((url) => (url.includes('/evenements/2026?') ? { status: 404, body: notFound } : { status: 200, body: loadFixture('evenement_by_slug_embed') }));
    const result = await wpItem('events', '2026', []);
    expect(calls.map((call) => call.url)).toEqual([`${base}/wp/v2/evenements/2026?_embed`, `${base}/wp/v2/evenements?slug=2026&_embed`]);
    expect(result.status).toBe('ok');
  });

  it('takes a post no longer public (a draft, private or trashed: 401 on its id path) as missing', async () => {
    serve((url) => (url.includes('/evenements/18?') ? { status: 401, body: loadFixture('evenement_draft_by_id_401') } : { status: 200, body: loadFixture('evenement_slug_missing') }));
    await expect(wpItem('events', '18', [])).resolves.toEqual({ status: 'missing' });
    expect(calls.map((call) => call.url)).toEqual([`${base}/wp/v2/evenements/18?_embed`, `${base}/wp/v2/evenements?slug=18&_embed`]);
  });

  it('fails, not missing, when WordPress refuses anonymous reads altogether (401 on both paths)', async () => {
    serve(() => ({ status: 401, body: { code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } } }));
    await expect(wpItem('events', '18', [])).resolves.toMatchObject({ status: 'failed', reason: 'HTTP 401' });
    await expect(wpPressItem('18', [])).resolves.toMatchObject({ status: 'failed' });
  });

  it('reads a slug on the slug path only, and reports missing on an empty list', async () => {
    serve(() => ({ status: 200, body: loadFixture('evenement_slug_missing') }));
    await expect(wpItem('events', 'does-not-exist', [])).resolves.toEqual({ status: 'missing' });
    expect(calls.map((call) => call.url)).toEqual([`${base}/wp/v2/evenements?slug=does-not-exist&_embed`]);
  });
});

describe('identifiers no post can have', () => {
  const longest = 'a'.repeat(200);
  const encodedLongest = '%d0%b0'.repeat(33) + 'ab';

  it('are missing without a request: longer than a WordPress slug once encoded, or empty', async () => {
    serve(() => ({ status: 200, body: [] }));
    for (const id of ['a'.repeat(201), 'а'.repeat(34), ' ']) {
      await expect(wpItem('events', id, [])).resolves.toEqual({ status: 'missing' });
      await expect(wpPressItem(id, [])).resolves.toEqual({ status: 'missing' });
    }
    expect(calls).toEqual([]);
  });

  it('are looked up up to the slug length', async () => {
    serve(() => ({ status: 200, body: [] }));
    await wpItem('projects', longest, []);
    expect(calls).toHaveLength(1);
  });

  // WordPress would clean each into the slug of a post and answer with it: one more cached answer
  // per variant, without end.
  it('are missing without a request when written as no slug is: accents, punctuation, lists, stray dashes', async () => {
    serve(() => ({ status: 200, body: loadFixture('evenement_by_slug_embed') }));
    for (const id of ['énergie-verte', 'slug!', 'slug.', 'slug,other', 'two words', '-slug', 'slug-', 'a--b', encodedLongest, decodeURIComponent(encodedLongest)]) {
      await expect(wpItem('events', id, [])).resolves.toEqual({ status: 'missing' });
    }
    expect(calls).toEqual([]);
  });

  it('ask a slug in lower case, and a number with leading zeros as a slug only', async () => {
    serve(() => ({ status: 200, body: [] }));
    await wpItem('events', 'Inauguration-Nairobi', []);
    await wpItem('events', '%69nauguration-nairobi', []);
    await wpItem('events', '018', []);
    expect(calls.map((call) => call.url)).toEqual([
      `${base}/wp/v2/evenements?slug=inauguration-nairobi&_embed`,
      `${base}/wp/v2/evenements?slug=inauguration-nairobi&_embed`,
      `${base}/wp/v2/evenements?slug=018&_embed`,
    ]);
  });
});

describe('wpPressItem', () => {
  it('finds a press release by ACF id through the full scan (page size 100, 15 s)', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    serve((url) => (url.includes('slug=') ? { status: 200, body: [] } : { status: 200, body: loadFixture('communiques_embed') }));
    const result = await wpPressItem('CP-2026-003', ['press']);
    expect(calls.map((call) => call.url)).toEqual([
      `${base}/wp/v2/communiques?slug=cp-2026-003&_embed`,
      `${base}/wp/v2/communiques?_embed&per_page=100`,
    ]);
    expect(timeout).toHaveBeenLastCalledWith(wpTimeouts.fullScan);
    expect(result.status === 'ok' && result.data.id).toBe(12);
  });

  it('reports missing when the scan has no match, failed when WordPress is down', async () => {
    serve((url) => (url.includes('slug=') ? { status: 200, body: [] } : { status: 200, body: loadFixture('communiques_embed') }));
    await expect(wpPressItem('CP-1999-001', [])).resolves.toEqual({ status: 'missing' });
    serve(() => 'drop');
    await expect(wpPressItem('CP-2026-003', [])).resolves.toMatchObject({ status: 'failed' });
  });
});

describe('wpIsReachable', () => {
  it('reads the namespaces of the root with a 5 s timeout', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    serve(() => ({ status: 200, body: loadFixture('root') }));
    await expect(wpIsReachable()).resolves.toBe(true);
    expect(calls[0]?.url).toBe(`${base}/`);
    expect(timeout).toHaveBeenCalledWith(wpTimeouts.rootCheck);
    serve(() => ({ status: 200, body: { namespaces: ['oembed/1.0'] } }));
    await expect(wpIsReachable()).resolves.toBe(false);
  });
});
