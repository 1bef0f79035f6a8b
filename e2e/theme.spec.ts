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

test('a page printed from the dark theme prints in the light one, without the menus, the cookie banner, forms, buttons or players', async ({ browser }) => {
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
  // Nothing to fill in or press on paper; the address to apply to stays.
  await expect(page.getByTestId('application-column')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Partager' })).toBeHidden();
  await expect(page.getByTestId('job-section-apply').getByRole('link', { name: /@/ })).toBeVisible();

  // The home hero prints as text in the page's colours, without its picture or its buttons.
  await page.goto('/');
  const hero = page.locator('main section').first();
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await hero.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).color)).toBe(lightColours.text);
  await expect(hero.locator('img')).toBeHidden();
  await expect(hero.locator('a')).toHaveCount(2);
  for (const link of await hero.locator('a').all()) await expect(link).toBeHidden();

  // An article's video prints as its address.
  await page.goto('/en/actualites/communiques/CP-2025-001');
  await expect(page.getByRole('button', { name: /Play the video/ })).toBeHidden();
  await expect(page.getByText('https://youtu.be/dQw4w9WgXcQ', { exact: true })).toBeVisible();
  // A link to another site, styled as a button, prints as text followed by its address.
  await page.goto('/filiales/growth-energy');
  const external = page.getByRole('link', { name: /^Visiter le site de Growth Energy/ });
  await expect(external).toBeVisible();
  expect(await external.evaluate((link) => [getComputedStyle(link).backgroundColor, getComputedStyle(link, '::after').content])).toEqual([
    'rgba(0, 0, 0, 0)',
    `" (${await external.getAttribute('href')})"`,
  ]);
  await page.context().close();
});

// The ring each control shows under keyboard focus (the site's 3 px ring, else the browser's outline
// in the site's colour), and what lies behind it (the element's
// ancestors' backgrounds composited over the page's), both as the screen draws them.
async function focusRingContrast(page: Page): Promise<{ element: string; contrast: number } | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = /((?:rgba?|oklch|oklab|color|lab|lch)\([^)]*\)) 0px 0px 0px 3px/.exec(style.boxShadow)?.[1] ?? (outlined ? style.outlineColor : null);
    if (!ring) return null;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const paint = (colour: string) => {
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
    };
    const backgrounds: string[] = [];
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) backgrounds.unshift(getComputedStyle(ancestor).backgroundColor);
    paint('white');
    backgrounds.forEach(paint);
    const read = () => [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    const behind = read();
    paint(ring);
    const drawn = read();
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [lighter, darker] = [luminance(behind), luminance(drawn)].sort((a, b) => b - a) as [number, number];
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    return { element: `${element.tagName.toLowerCase()} "${name}"`, contrast: (lighter + 0.05) / (darker + 0.05) };
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`every control's keyboard focus ring stands out at least 3:1 from what is behind it, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('solio-ui-theme', value), theme);
    const faint: string[] = [];
    let measured = 0;
    // The header's menus, the contact form's fields and buttons, the footer's links; the press
    // list's filters and cards.
    for (const path of ['/contact', '/en/actualites/communiques']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press('Tab');
        const ring = await focusRingContrast(page);
        if (!ring) continue;
        measured += 1;
        if (ring.contrast < 3) faint.push(`${path} ${ring.element}: ${ring.contrast.toFixed(2)}:1`);
      }
    }
    expect(measured).toBeGreaterThan(40);
    expect(faint).toEqual([]);
  });
}
