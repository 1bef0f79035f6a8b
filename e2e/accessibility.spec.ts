import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';
import { expectNoAxeViolations, setStoredTheme } from './support';

const acceptAll = { fr: 'Tout accepter', en: 'Accept all' } as const;

// axe (WCAG 2.1 A and AA) on every page of the route table, in both themes: first as a new
// visitor sees it, with the cookie banner open over the page, then once the banner is closed.
for (const path of pageRoutes) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: ${path} in ${theme}, cookie banner open then closed`, async ({ page }) => {
      // Two full axe passes: on a slow day this 2-core machine took over 30 s on the longest pages.
      test.setTimeout(90_000);
      await setStoredTheme(page, theme);
      await page.goto(path);
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);

      const locale = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'fr';
      await banner.getByRole('button', { name: acceptAll[locale] }).click();
      await expect(banner).toBeHidden();
      await expectNoAxeViolations(page);
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe: cookie settings dialog in ${theme}`, async ({ page }) => {
    await setStoredTheme(page, theme);
    await page.goto('/');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
  });
}

// WCAG 1.4.10 (reflow): at 320 CSS pixels, the width of a phone or of a 1280-pixel screen zoomed to
// 400 %, no page scrolls sideways, with the cookie banner open as a new visitor sees it.
test('no page of the route table scrolls sideways at 320 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflowing: string[] = [];
  for (const path of pageRoutes) {
    await page.goto(path);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) overflowing.push(`${path}: ${overflow} px`);
  }
  expect(overflowing).toEqual([]);
});
