import { test } from '@playwright/test';
import { pageRoutes } from './routes';
import { acceptCookiesUpfront, expectNoAxeViolations, setStoredTheme } from './support';

// axe (WCAG 2.1 A and AA) on every page of the route table, in both themes.
for (const path of pageRoutes) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: ${path} in ${theme}`, async ({ page }) => {
      await setStoredTheme(page, theme);
      await acceptCookiesUpfront(page);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe: cookie banner and settings dialog in ${theme}`, async ({ page }) => {
    await setStoredTheme(page, theme);
    await page.goto('/');
    await page.getByTestId('cookie-banner').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
  });
}
