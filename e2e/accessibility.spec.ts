import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';
import { expectNoAxeViolations, setStoredTheme } from './support';

const acceptAll = { fr: 'Tout accepter', en: 'Accept all' } as const;

// axe (WCAG 2.1 A and AA) on every page of the route table, in both themes: first as a new
// visitor sees it, with the cookie banner open over the page, then once the banner is closed.
for (const path of pageRoutes) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: ${path} in ${theme}, cookie banner open then closed`, async ({ page }) => {
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
