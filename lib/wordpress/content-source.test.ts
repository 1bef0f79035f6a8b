import { loadFixture } from './fixtures';
import { wordpressAnswered } from './client';
import { contentSourceReport } from './content-source';
import { startLoopbackWordPress, type LoopbackWordPress } from './testing/loopback-wordpress';

let wordpress: LoopbackWordPress;
const configured = process.env.WORDPRESS_API_URL;

beforeAll(async () => {
  wordpress = await startLoopbackWordPress();
});
afterAll(() => wordpress.stop());

beforeEach(() => {
  wordpressAnswered();
  process.env.WORDPRESS_API_URL = wordpress.apiUrl;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  if (configured === undefined) delete process.env.WORDPRESS_API_URL;
  else process.env.WORDPRESS_API_URL = configured;
  jest.restoreAllMocks();
});

describe('contentSourceReport', () => {
  it('names the bundled content when no WordPress is configured, without asking anyone', async () => {
    delete process.env.WORDPRESS_API_URL;
    wordpress.answer(() => ({ status: 200, body: loadFixture('root') }));
    await expect(contentSourceReport()).resolves.toEqual({ level: 'info', message: 'Content: the bundled content (WORDPRESS_API_URL is not set).' });
    expect(wordpress.requests).toEqual([]);
  });

  it('names the WordPress whose REST root answers with wp/v2', async () => {
    wordpress.answer(() => ({ status: 200, body: loadFixture('root') }));
    await expect(contentSourceReport()).resolves.toEqual({ level: 'info', message: `Content: WordPress at ${wordpress.apiUrl}, which answers.` });
    expect(wordpress.requests.map((url) => url.pathname)).toEqual(['/wp-json/']);
  });

  it('warns when the address is not a REST root: the WordPress site itself, or another JSON service', async () => {
    process.env.WORDPRESS_API_URL = wordpress.apiUrl.replace(/\/wp-json$/, '');
    wordpress.answer(() => ({ status: 404, body: '<!doctype html><title>Page not found</title>' }));
    const siteRoot = await contentSourceReport();
    expect(siteRoot.level).toBe('warn');
    expect(siteRoot.message).toContain(`WordPress at ${process.env.WORDPRESS_API_URL} does not answer as a REST root listing wp/v2`);
    expect(siteRoot.message).toContain('WORDPRESS_API_URL is the address ending in /wp-json');

    process.env.WORDPRESS_API_URL = wordpress.apiUrl;
    wordpress.answer(() => ({ status: 200, body: { namespaces: ['oembed/1.0'] } }));
    await expect(contentSourceReport()).resolves.toMatchObject({ level: 'warn' });
  });

  it('warns, saying what pages show meanwhile, when WordPress is down', async () => {
    wordpress.answer(() => 'drop');
    const report = await contentSourceReport();
    expect(report.level).toBe('warn');
    expect(report.message).toMatch(/Pages show their last good copy, or the bundled content, until it does\.$/);
    expect(wordpress.requests).toHaveLength(2);
  });
});
