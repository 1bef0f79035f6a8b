import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';

test('robots.txt points at the sitemap', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain('Allow: /');
  expect(body).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('the sitemap lists pages in both locales with their hreflang cluster and no noindex page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(urls).toEqual(expect.arrayContaining(['/', '/en', '/presentation', '/en/presentation', '/en/showrooms']));
  expect(urls.filter((path) => path.includes('legal') || path.includes('all-submissions') || path === '/job')).toEqual([]);
  expect(xml).toContain('hreflang="x-default"');
  // Content from the content layer: job offers, events, projects and press releases, in both locales.
  expect(urls).toEqual(
    expect.arrayContaining([
      '/carrieres/offres/hr-talent-manager-nairobi',
      '/en/carrieres/offres/hr-talent-manager-nairobi',
      '/actualites/evenements/inauguration-de-la-centrale-solaire-de-nairobi',
      '/en/actualites/evenements/inauguration-of-the-nairobi-solar-plant',
      '/en/actualites/projets/kira',
    ]),
  );
  // Three from the WordPress stand-in once the outage tests have run its webhook, more when bundled.
  expect(urls.filter((path) => path.startsWith('/actualites/communiques/')).length).toBeGreaterThanOrEqual(3);
});

test('every page has its own canonical URL and fr/en/x-default alternates', async ({ page }) => {
  await page.goto('/en/legal/privacy-policy');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/legal\/privacy-policy$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /[^n]\/legal\/privacy-policy$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^n]\/legal\/privacy-policy$/);
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/[^/]+$/);
  // The sitemap writes the home page's address as that link does, without the final slash: tools compare the strings.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/[^/<]+<\/loc>/);
  expect(sitemap).not.toMatch(/<loc>http:\/\/[^/<]+\/<\/loc>/);
  // Social networks learn the same way which languages the page exists in.
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
  await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_US');
});

test('every page of the route table describes itself in at most 160 characters, ending on a whole word', async ({ request }) => {
  const problems: string[] = [];
  for (const path of pageRoutes) {
    const html = await (await request.get(path)).text();
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    const shared = html.match(/<meta property="og:description" content="([^"]*)"/)?.[1];
    const text = description.replace(/&#x27;|&quot;|&amp;|&lt;|&gt;/g, '_');
    if (!text || text.length > 160 || !/[.!?…)»]$/.test(text) || shared !== description) problems.push(`${path}: ${description}`);
  }
  expect(problems).toEqual([]);
});

test('the Open Graph image is a PNG drawn from the page title', async ({ page, request }) => {
  await page.goto('/en');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toContain('/api/og?');
  const response = await request.get(new URL(ogImage ?? '').pathname + new URL(ogImage ?? '').search);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('the card is drawn only for the title its page signed: no other text gets a Solio card', async ({ page, request }) => {
  await page.goto('/actualites/communiques');
  await page.locator('main a[href^="/actualites/communiques/"]').first().click();
  const address = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  const card = await request.get(address.pathname + address.search);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const forged = new URLSearchParams(address.search);
  forged.set('title', 'Solio annonce sa faillite');
  for (const query of [forged, new URLSearchParams({ title: 'Solio annonce sa faillite', locale: 'fr' })]) {
    const refused = await request.get(`/api/og?${query}`);
    expect(refused.status()).toBe(404);
    expect(refused.headers()['content-type']).not.toBe('image/png');
  }
});

test('the two showrooms paths declare one canonical URL, the only one in the sitemap', async ({ page, request }) => {
  for (const path of ['/en/showrooms', '/en/showrooms/zanzibar']) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/showrooms$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/showrooms$/);
  }
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('/en/showrooms</loc>');
  expect(xml).not.toContain('/showrooms/zanzibar');
});

test('every link on every page of the route table, and every address of the sitemap, leads to a page', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  // Where each address was first found, for the failure message.
  const foundOn = new Map<string, string>();
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) foundOn.set(new URL(loc.replaceAll('&amp;', '&')).pathname, '/sitemap.xml');
  for (const path of pageRoutes) {
    const html = await (await request.get(path)).text();
    for (const [, href = ''] of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
      const url = new URL(href.replaceAll('&amp;', '&'), `${origin}${path}`);
      const address = url.pathname + url.search;
      if (url.origin === origin && !foundOn.has(address)) foundOn.set(address, path);
    }
  }
  expect(foundOn.size).toBeGreaterThan(150);
  const broken: string[] = [];
  for (const [address, page] of foundOn) {
    const response = await request.get(address);
    if (response.status() !== 200) broken.push(`${address} (on ${page}): ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test('events and projects are canonical where their cards link, in each language, and their alternates answer the same', async ({ request }) => {
  const canonicalPath = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? 'http://x/none').pathname;
  const alternatePaths = (html: string) =>
    Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(([, lang = '', href = '']) => [lang, new URL(href).pathname]));
  for (const list of ['/actualites/evenements', '/en/actualites/evenements', '/actualites/projets', '/en/actualites/projets']) {
    const html = await (await request.get(list)).text();
    const cards = [...new Set([...html.matchAll(new RegExp(`href="(${list}/[^"?#]+)"`, 'g'))].map(([, href = '']) => href))];
    expect(cards.length, list).toBeGreaterThan(2);
    for (const card of cards) {
      const page = await request.get(card, { maxRedirects: 0 });
      expect(page.status(), card).toBe(200);
      const text = await page.text();
      const alternates = alternatePaths(text);
      // WordPress text under /en stays French: that page declares the French one, which has no English twin.
      const french = card.startsWith('/en/') && !alternates.en;
      expect(canonicalPath(text), card).toBe(french ? card.slice('/en'.length) : card);
      for (const [lang, path] of Object.entries(alternates)) {
        const twin = await request.get(path, { maxRedirects: 0 });
        expect(twin.status(), `${lang} of ${card}`).toBe(200);
        const twinText = await twin.text();
        expect(canonicalPath(twinText), `${lang} of ${card}`).toBe(path);
        expect(alternatePaths(twinText), `${lang} of ${card}`).toEqual(alternates);
      }
    }
  }
});
