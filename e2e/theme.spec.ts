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

test('hydration leaves alone the theme the inline script set; a toggle still suspends transitions', async ({ page }) => {
  // The theme on <html> each time it changes, and every transition-suspending style next-themes
  // adds: adding or removing one restyles the whole page.
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { themeWrites: string[] }).themeWrites = writes;
    let theme = '';
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node instanceof HTMLStyleElement && node.textContent?.includes('transition:none')) writes.push('transitions off');
      }
      const current = [...document.documentElement.classList].filter((name) => name === 'light' || name === 'dark').join(' ');
      if (current !== theme) writes.push(`theme ${(theme = current)}`);
    }).observe(document, { attributes: true, attributeFilter: ['class'], childList: true, subtree: true });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const writes = await page.evaluate(() => (window as unknown as { themeWrites: string[] }).themeWrites);
  expect(writes).toEqual(['theme light', 'transitions off', 'theme dark']);
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
