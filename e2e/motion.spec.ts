import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpfront } from './support';

async function pageFade(page: Page) {
  return page.locator('main > div').first().evaluate((element) => {
    const style = getComputedStyle(element);
    return { name: style.animationName, duration: style.animationDuration };
  });
}

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test('the body carries a class on the culture, activites and media pages only', async ({ page }) => {
  for (const [path, bodyClass] of [
    ['/culture', 'page-culture'],
    ['/en/activites', 'page-activites'],
    ['/media', 'page-media'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${bodyClass}\\b`));
  }
  await page.goto('/presentation');
  await expect(page.locator('body')).not.toHaveClass(/page-(culture|activites|media)/);
});

test('pages fade in over 0.5 s, the media library over 0.7 s', async ({ page }) => {
  await page.goto('/presentation');
  expect(await pageFade(page)).toEqual({ name: 'page-fade', duration: '0.5s' });
  await page.goto('/en/media');
  expect(await pageFade(page)).toEqual({ name: 'page-fade', duration: '0.7s' });
});

test('no motion under prefers-reduced-motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/presentation');
  expect(Number.parseFloat((await pageFade(page)).duration)).toBeLessThan(0.001);
  await context.close();
});
