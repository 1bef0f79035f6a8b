import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';

// Every JSON-LD block of every page parses as JSON and names its schema.org type.
test('every JSON-LD block on every page is valid JSON', async ({ request }) => {
  const types = new Set<string>();
  for (const path of pageRoutes) {
    const html = await (await request.get(path)).text();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const data = JSON.parse(json ?? '') as { '@context'?: string; '@type'?: string };
      expect(data['@context'], path).toBe('https://schema.org');
      expect(typeof data['@type'], path).toBe('string');
      types.add(data['@type'] ?? '');
    }
  }
  expect([...types].sort()).toEqual(expect.arrayContaining(['Event', 'JobPosting', 'NewsArticle', 'Organization', 'WebPage']));
});
