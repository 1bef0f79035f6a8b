import { expect, test } from '@playwright/test';
import mediaManifest from '../lib/content/media-library.json' with { type: 'json' };
import { expectNoAxeViolations, prepare } from './support';

const total = mediaManifest.length;
const count = (type: string) => mediaManifest.filter((m) => m.type === type).length;

const locales = [
  {
    prefix: '',
    search: 'Rechercher un média',
    tabs: { all: 'Tous', image: 'Images', video: 'Vidéos', document: 'Documents' },
    counter: (x: number) => `${x} média(s) affiché(s) sur ${total} total`,
    empty: 'Aucun média trouvé pour cette recherche.',
    large: 'Grand format',
    grid: 'Grille',
    copied: 'Lien copié',
    copy: 'Copier le lien de bureau-nairobi.svg',
    download: 'Télécharger bureau-nairobi.svg',
    broken: 'Aperçu indisponible',
    portrait: 'Portrait d’Amina Wanjiru',
  },
  {
    prefix: '/en',
    search: 'Search media',
    tabs: { all: 'All', image: 'Images', video: 'Videos', document: 'Documents' },
    counter: (x: number) => `Showing ${x} of ${total} media items`,
    empty: 'No media found for this search.',
    large: 'Large',
    grid: 'Grid',
    copied: 'Link Copied',
    copy: 'Copy link to bureau-nairobi.svg',
    download: 'Download bureau-nairobi.svg',
    broken: 'Preview unavailable',
    portrait: 'Portrait of Amina Wanjiru',
  },
];

for (const l of locales) {
  test.describe(`media library (${l.prefix || '/fr'})`, () => {
    test.beforeEach(async ({ page }) => {
      await prepare(page);
    });

    test('lists every media item with tab counts, and carries the body class', async ({ page }) => {
      await page.goto(`${l.prefix}/media`);
      await expect(page.locator('body')).toHaveClass(/page-media/);
      await expect(page.getByTestId('media-counter')).toHaveText(l.counter(total));
      await expect(page.getByTestId('media-card')).toHaveCount(total);
      await expect(page.getByRole('tab', { name: `${l.tabs.all} (${total})` })).toBeVisible();
      await expect(page.getByRole('tab', { name: `${l.tabs.image} (${count('image')})` })).toBeVisible();
      await expect(page.getByRole('tab', { name: `${l.tabs.video} (${count('video')})` })).toBeVisible();
      await expect(page.getByRole('tab', { name: `${l.tabs.document} (${count('document')})` })).toBeVisible();
      // Images are sized, so the browser reserves their space; the first, the likely largest
      // paint, loads at once with high priority, the rest of a desktop's first screen (two rows
      // of four) at once, the others are lazy.
      const images = page.getByTestId('media-card').locator('img');
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.first()).toHaveAttribute('width', '1200');
      await expect(images.nth(7)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(7)).not.toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(8)).toHaveAttribute('loading', 'lazy');
      await expect(page.getByRole('img', { name: l.portrait, exact: true })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test('a card off screen stands at the height it will have once drawn, in each layout and width', async ({ page }) => {
      // The first card is drawn, the last one is off screen, its content skipped (content-visibility);
      // every card of a layout has the same height, so the two must match, or a reload that
      // restores the scroll position lands elsewhere than the card the visitor left.
      const heights = () =>
        page.getByTestId('media-card').evaluateAll((cards) => {
          const [drawn, skipped] = [cards[0], cards[cards.length - 1]];
          return { drawn: drawn?.getBoundingClientRect().height, skipped: skipped?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ? 'drawn' : skipped?.getBoundingClientRect().height };
        });
      for (const [width, height] of [[320, 640], [390, 844], [700, 900], [1024, 768], [1280, 800], [1600, 900]] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${l.prefix}/media`);
        for (const layout of [l.grid, l.large]) {
          await page.getByRole('button', { name: layout, exact: true }).click();
          await expect(page.getByRole('button', { name: layout, exact: true })).toHaveAttribute('aria-pressed', 'true');
          const { drawn, skipped } = await heights();
          expect(typeof skipped, `${width} px, ${layout}: the last card is off screen`).toBe('number');
          expect(Math.abs(Number(skipped) - Number(drawn)), `${width} px, ${layout}: ${skipped} against ${drawn}`).toBeLessThan(1);
        }
      }
    });

    test('switches type tabs', async ({ page }) => {
      await page.goto(`${l.prefix}/media`);
      await page.getByRole('tab', { name: new RegExp(`^${l.tabs.video}`) }).click();
      await expect(page.getByTestId('media-card')).toHaveCount(count('video'));
      await expect(page.getByTestId('media-card').locator('video').first()).toBeVisible();
      await expect(page.getByTestId('media-counter')).toHaveText(l.counter(count('video')));
      await page.getByRole('tab', { name: new RegExp(`^${l.tabs.document}`) }).click();
      await expect(page.getByTestId('media-card')).toHaveCount(count('document'));
      await page.getByRole('tab', { name: new RegExp(`^${l.tabs.all}`) }).click();
      await expect(page.getByTestId('media-card')).toHaveCount(total);
    });

    test('searches on name or path, case-insensitively, with the empty state', async ({ page }) => {
      await page.goto(`${l.prefix}/media`);
      const search = page.getByLabel(l.search);
      await search.fill('BUREAU-');
      const offices = mediaManifest.filter((m) => m.name.includes('bureau-')).length;
      await expect(page.getByTestId('media-card')).toHaveCount(offices);
      await expect(page.getByTestId('media-counter')).toHaveText(l.counter(offices));
      await search.fill('/documents/');
      await expect(page.getByTestId('media-card')).toHaveCount(count('document'));
      await expect(page.getByRole('tab', { name: `${l.tabs.image} (0)` })).toBeVisible();
      await page.getByRole('tab', { name: new RegExp(`^${l.tabs.image}`) }).click();
      await expect(page.getByTestId('media-empty')).toHaveText(l.empty);
      await expect(page.getByTestId('media-counter')).toHaveText(l.counter(0));
      await expectNoAxeViolations(page);
    });

    test('toggles between grid and large layouts', async ({ page }) => {
      await page.goto(`${l.prefix}/media`);
      const grid = page.getByTestId('media-grid');
      await expect(grid).toHaveAttribute('data-layout', 'grid');
      const narrow = (await page.getByTestId('media-card').first().boundingBox())?.width ?? 0;
      await page.getByRole('button', { name: l.large }).click();
      await expect(page.getByRole('button', { name: l.large })).toHaveAttribute('aria-pressed', 'true');
      await expect(grid).toHaveAttribute('data-layout', 'large');
      const wide = (await page.getByTestId('media-card').first().boundingBox())?.width ?? 0;
      expect(wide).toBeGreaterThan(narrow * 1.5);
      await page.getByRole('button', { name: l.grid }).click();
      await expect(grid).toHaveAttribute('data-layout', 'grid');
    });

    test('copies a media link and offers its download', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto(`${l.prefix}/media`);
      await page.getByRole('button', { name: l.copy }).click();
      await expect(page.getByText(l.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/images/media/bureau-nairobi.svg`);
      const download = page.getByRole('link', { name: l.download });
      await expect(download).toHaveAttribute('href', '/images/media/bureau-nairobi.svg');
      await expect(download).toHaveAttribute('download', 'bureau-nairobi.svg');
    });

    test('shows a placeholder for a broken image', async ({ page }) => {
      await page.route('**/images/media/bureau-paris.svg', (route) => route.abort());
      await page.goto(`${l.prefix}/media`);
      await page.getByLabel(l.search).fill('bureau-paris');
      await expect(page.getByTestId('media-broken')).toHaveText(l.broken);
    });
  });
}

test('on a phone, a reload brings the visitor back to the card they had scrolled to', async ({ page }) => {
  await prepare(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/media');
  const card = page.getByTestId('media-card').nth(56);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  const top = await card.evaluate((element) => element.getBoundingClientRect().top);
  await page.reload();
  // The browser restores the scroll offset; the cards above, still undrawn, must add up to what they did drawn.
  await expect.poll(() => card.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(Math.round(top));
});

test('a video reached with the keyboard shows the focus ring, on its card', async ({ page }) => {
  await prepare(page);
  await page.goto('/en/media');
  await page.getByRole('tab', { name: /^Videos/ }).click();
  const video = page.getByTestId('media-card').locator('video').first();
  await expect(video).toBeVisible();
  for (let step = 0; step < 5 && !(await video.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(video).toBeFocused();
  // The site's 3 px ring, as a focused button draws it; the video's frame would cut off its own outline.
  const card = page.getByTestId('media-card').first();
  const button = card.getByRole('button').first();
  const ring = await card.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(ring).toMatch(/ 0px 0px 0px 3px/);
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const buttonRing = /^(.*\)) 0px 0px 0px 3px/.exec(await button.evaluate((element) => getComputedStyle(element).boxShadow))?.[1];
  expect(buttonRing).toBeTruthy();
  expect(ring).toContain(`${buttonRing} 0px 0px 0px 3px`);
  expect(await card.evaluate((element) => getComputedStyle(element).boxShadow)).not.toMatch(/ 0px 0px 0px 3px/);
});
