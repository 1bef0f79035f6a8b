import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';

type JsonLdBlock = {
  '@context'?: string;
  '@type'?: string;
  itemListElement?: { position: number; name: string; item: string }[];
  url?: string;
  inLanguage?: string;
};

function jsonLdBlocks(html: string): JsonLdBlock[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json ?? '') as JsonLdBlock);
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

function isNoIndex(html: string): boolean {
  return /<meta name="robots" content="noindex/.test(html);
}

/** The schema.org language tag of a canonical URL: English under /en, else French. */
function languageTagOf(url: string): string {
  return /^\/en(?:\/|$)/.test(new URL(url).pathname) ? 'en-US' : 'fr-FR';
}

/** Below a section, indexable: /filiales/asking, /en/actualites/communiques/CP-…; not /legal/* (noindex), not /fixtures. */
function isNestedIndexablePage(path: string): boolean {
  const segments = path.replace(/^\/en(?=\/|$)/, '').split('/').filter(Boolean);
  return segments.length >= 2 && !['legal', 'fixtures', 'showrooms'].includes(segments[0] ?? '');
}

// Every JSON-LD block of every page parses as JSON and names its schema.org type.
test('every JSON-LD block on every page is valid JSON', async ({ request }) => {
  const types = new Set<string>();
  for (const path of pageRoutes) {
    const blocks = jsonLdBlocks(await (await request.get(path)).text());
    for (const data of blocks) {
      expect(data['@context'], path).toBe('https://schema.org');
      expect(typeof data['@type'], path).toBe('string');
      types.add(data['@type'] ?? '');
    }
    expect(blocks.filter((data) => data['@type'] === 'Organization'), `one Organization on ${path}`).toHaveLength(1);
  }
  expect([...types].sort()).toEqual(expect.arrayContaining(['BreadcrumbList', 'Event', 'JobPosting', 'NewsArticle', 'Organization', 'WebPage']));
});

// The WebPage names the page as its metadata does: at its canonical URL, in that URL's language (an
// /en page showing WordPress's French text declares the French page canonical).
test('every indexable page has one WebPage at its canonical URL in its language', async ({ request }) => {
  const indexable: string[] = [];
  for (const path of pageRoutes) {
    const html = await (await request.get(path)).text();
    if (isNoIndex(html)) continue;
    indexable.push(path);
    const webPages = jsonLdBlocks(html).filter((data) => data['@type'] === 'WebPage');
    expect(webPages, `one WebPage on ${path}`).toHaveLength(1);
    const canonical = canonicalOf(html) ?? '';
    expect(canonical, `canonical link of ${path}`).toMatch(/^https?:\/\//);
    // As written, not only as parsed: crawlers and SEO tools compare the strings.
    expect(webPages[0]?.url, path).toBe(canonical);
    expect(webPages[0]?.inLanguage, path).toBe(languageTagOf(canonical));
  }
  expect(indexable.length).toBeGreaterThan(20);
});

test('every nested page has a BreadcrumbList from the home page down to its own canonical URL', async ({ request }) => {
  const nested = pageRoutes.filter(isNestedIndexablePage);
  expect(nested.length).toBeGreaterThan(20);
  for (const path of nested) {
    const html = await (await request.get(path)).text();
    const breadcrumbs = jsonLdBlocks(html).filter((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs, path).toHaveLength(1);
    const items = breadcrumbs[0]?.itemListElement ?? [];
    expect(items.length, path).toBeGreaterThanOrEqual(2);
    expect(items.map((item) => item.position), path).toEqual(items.map((_, index) => index + 1));
    for (const item of items) expect(item.name.trim(), path).not.toBe('');
    const home = languageTagOf(canonicalOf(html) ?? '') === 'en-US' ? /\/en$/ : /^http:\/\/[^/]+\/?$/;
    expect(items[0]?.item, path).toMatch(home);
    expect(items.at(-1)?.item, path).toBe(canonicalOf(html));
  }
});

test('WordPress text under /en is declared as the French page it is, and marked French for screen readers', async ({ request }) => {
  const html = await (await request.get('/en/actualites/communiques/CP-2025-001')).text();
  expect(canonicalOf(html)).toMatch(/^https?:\/\/[^/]+\/actualites\/communiques\/CP-2025-001$/);
  expect(html).not.toMatch(/hreflang="en"/i);
  expect(html).toMatch(/<h1 lang="fr"[^>]*>Lancement du projet solaire/);
  const bundled = await (await request.get('/en/actualites/projets/kira')).text();
  expect(canonicalOf(bundled)).toMatch(/\/en\/actualites\/projets\/kira$/);
  expect(bundled).toMatch(/hreflang="fr"/i);
  expect(html).toContain('<meta property="og:locale" content="fr_FR"/>');
});
