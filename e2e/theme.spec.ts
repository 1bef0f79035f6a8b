import { expect, test } from '@playwright/test';
import { acceptCookiesUpfront } from './support';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test('defaults to light and toggles to dark, persisted under solio-ui-theme', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem('solio-ui-theme'))).toBe('dark');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('a stored dark theme is applied before the first paint (no flash)', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('solio-ui-theme', 'dark'));
  // Record the <html> class when the first content (the header) is parsed, before any React code runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('header')) {
        (window as unknown as { firstPaintClass: string }).firstPaintClass = document.documentElement.className;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en/legal/privacy-policy');
  const firstClass = await page.evaluate(() => (window as unknown as { firstPaintClass: string }).firstPaintClass);
  expect(firstClass).toMatch(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('system follows the operating system preference', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('solio-ui-theme', 'system'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await context.close();
});
