import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';
import { expectNoAxeViolations, setStoredTheme } from './support';

const acceptAll = { fr: 'Tout accepter', en: 'Accept all' } as const;

// The pages are the same DOM and colours under reduced motion, but the home page's looping video
// and the presentation's bouncing arrow, painted in software on a 2-core machine, slowed every test
// running beside them.
test.use({ reducedMotion: 'reduce' });

// axe (WCAG 2.1 A and AA) on every page of the route table, in both themes, as a new visitor
// sees it, with the cookie banner open over the page, and once the banner is closed. The theme is
// switched with the header's toggle, as a visitor does, so one page load covers the four states.
for (const path of pageRoutes) {
  test(`axe: ${path} in light and dark, cookie banner open and closed`, async ({ page }) => {
    // Four full axe passes: 12 to 22 s under load on a 2-core machine, too close to the default 30 s.
    test.setTimeout(90_000);
    const html = page.locator('html');
    const banner = page.getByTestId('cookie-banner');
    const checkState = (theme: 'light' | 'dark', bannerState: 'open' | 'closed') =>
      test.step(`${theme}, cookie banner ${bannerState}`, async () => {
        await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await (bannerState === 'open' ? expect(banner).toBeVisible() : expect(banner).toBeHidden());
        await expectNoAxeViolations(page);
      });

    await page.goto(path);
    await checkState('light', 'open');
    await page.getByTestId('theme-toggle').click();
    await checkState('dark', 'open');
    const locale = (await html.getAttribute('lang')) === 'en' ? 'en' : 'fr';
    await banner.getByRole('button', { name: acceptAll[locale] }).click();
    await checkState('dark', 'closed');
    await page.getByTestId('theme-toggle').click();
    await checkState('light', 'closed');
  });
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
