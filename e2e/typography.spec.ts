import { expect, test } from '@playwright/test';
import { prepare } from './support';

// A figure stays on one line with its unit and its digit groups ('500 kW', '200 000 foyers'): on
// phones, the narrow columns of the subsidiaries' figures and the cards' texts broke '500' from 'kW'.
// Our copy holds them with no-break spaces, and text from WordPress is given them on the server.
const pages = ['/', '/presentation', '/filiales', '/filiales/growth-energy', '/filiales/gem-e-mobility', '/actualites/communiques', '/actualites/evenements', '/actualites/projets', '/en/presentation', '/en/filiales', '/en/actualites/evenements'];

test.beforeEach(async ({ page }) => {
  await prepare(page);
});

for (const width of [320, 390, 414]) {
  test(`at ${width} px, no figure breaks from its unit or between its digit groups`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    let figures = 0;
    for (const path of pages) {
      await page.goto(path);
      const found = await page.evaluate(() => {
        const figure = /\p{N}+(?:[ \u00a0]\p{N}{3})*[ \u00a0](?:[kM]W[chp]?|%|USD|Mo|MB)(?![\p{L}\p{N}])|\p{N}+(?:[ \u00a0]\p{N}{3})+(?!\p{N})/gu;
        const broken: string[] = [];
        let count = 0;
        const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode as Text;
          for (const match of node.data.matchAll(figure)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
            if (lines.size === 0) continue;
            count += 1;
            if (lines.size > 1) broken.push(match[0]);
          }
        }
        return { count, broken };
      });
      expect(found.broken, path).toEqual([]);
      figures += found.count;
    }
    // Some lists show WordPress's content or the bundled one, depending on what the run has regenerated.
    expect(figures).toBeGreaterThan(5);
  });
}
