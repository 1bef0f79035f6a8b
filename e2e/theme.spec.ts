import { expect, test, type Page } from '@playwright/test';
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

test('a page printed from the dark theme prints in the light one, without the menus or the cookie banner', async ({ browser }) => {
  const offer = '/carrieres/offres/hr-talent-manager-nairobi';
  const colours = (page: Page) =>
    page.evaluate(() => {
      const heading = document.querySelector('main h1');
      return { text: heading ? getComputedStyle(heading).color : '', paper: getComputedStyle(document.body).backgroundColor };
    });
  const visit = async (theme: 'light' | 'dark') => {
    // A first visit, so the cookie banner is open.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((value) => window.localStorage.setItem('solio-ui-theme', value), theme);
    await page.goto(offer);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    return page;
  };
  const light = await visit('light');
  const lightColours = await colours(light);
  await light.context().close();

  const page = await visit('dark');
  const banner = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
  await expect(banner).toBeVisible();
  expect(await colours(page)).not.toEqual(lightColours);
  await page.emulateMedia({ media: 'print' });
  expect(await colours(page)).toEqual(lightColours);
  await expect(page.locator('header nav')).toBeHidden();
  await expect(page.getByTestId('theme-toggle')).toBeHidden();
  await expect(banner).toBeHidden();
  await expect(page.locator('header a[href="/"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().close();
});
