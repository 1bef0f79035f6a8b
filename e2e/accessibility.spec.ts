import { test } from '@playwright/test';
import { foundationRoutes } from './routes/foundation';
import { acceptCookiesUpfront, expectNoAxeViolations, localePath, locales, useTheme } from './support';

// Every page route (no redirects), both locales, both themes, banner open and closed.
const pages = foundationRoutes.filter((route) => !route.redirect).map((route) => route.path);

for (const path of pages) {
  for (const locale of locales) {
    for (const theme of ['light', 'dark'] as const) {
      test(`axe: ${localePath(locale, path)} in ${theme}`, async ({ page }) => {
        await useTheme(page, theme);
        await acceptCookiesUpfront(page);
        await page.goto(localePath(locale, path));
        await expectNoAxeViolations(page);
      });
    }
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe: cookie banner and settings dialog in ${theme}`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/');
    await page.getByTestId('cookie-banner').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
  });
}
