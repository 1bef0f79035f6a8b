// Shared helpers for the end-to-end specs.
import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';

export const locales = ['fr', 'en'] as const;
export type TestLocale = (typeof locales)[number];

/** The path of a page in a locale: French unprefixed, English under /en. */
export function localePath(locale: TestLocale, path: string): string {
  if (locale === 'fr') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Stores a cookie choice before the page loads, so the banner stays out of the way. */
export async function acceptCookiesUpfront(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('solio-cookie-consent', 'true');
    window.localStorage.setItem('solio-cookie-preferences', JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false }));
  });
}

/** Sets the stored theme before the page loads. */
export async function setStoredTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('solio-ui-theme', value), theme);
}

/** No cookie banner and the chosen theme, set before the page loads. */
export async function prepare(page: Page, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await acceptCookiesUpfront(page);
  await setStoredTheme(page, theme);
}

/**
 * Holds the page's scripts until the returned function is called: the page as a slow phone has it
 * before hydration, its server HTML already taking input. Load it with `waitUntil: 'domcontentloaded'`.
 * The call fails when no script was held, so a test cannot pass on a page whose scripts already ran.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let heldScripts = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    heldScripts += 1;
    await held;
    await route.continue();
  });
  return () => {
    expect(heldScripts, 'scripts held until now').toBeGreaterThan(0);
    release();
  };
}

/** WCAG 2.1 A and AA violations on the current page, none expected. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Contrast is measured on the final colours, not halfway through a page fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Axe runs in the page itself, its source injected once per page load: @axe-core/playwright
  // evaluated its 550 KB source twice on every check, half the time of a page's four checks. A frame
  // would need axe injected too, so none is expected.
  expect(page.frames()).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    // Axe reads contrast from what is drawn, so cards left undrawn off screen (`content-visibility:
    // auto`, the media library) would be measured against the page's background (axe-core#2768).
    const drawAll = 'axe-draws-every-element';
    if (!document.getElementById(drawAll)) {
      document.head.append(Object.assign(document.createElement('style'), { id: drawAll, textContent: '* { content-visibility: visible !important; }' }));
    }
    const results = await (window as Window & { axe?: typeof axe }).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
  }, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  expect(violations).toEqual([]);
}

/** Collects console errors and warnings; a page should produce none. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url } = message.location();
    problems.push(`${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Searches for the first card's title, then its place (upper-cased: the search ignores case), and
 * checks each search narrows the cards to those that show the term. The terms come from the page,
 * as list pages switch from the bundled content to WordPress's when they regenerate mid-run.
 */
export async function expectSearchByFirstCard(cards: Locator, search: Locator, placeTestId: string): Promise<void> {
  const total = await cards.count();
  expect(total).toBeGreaterThan(1);
  const first = cards.first();
  const title = (await first.getByRole('heading').innerText()).trim();
  const place = (await first.getByTestId(placeTestId).innerText()).trim();
  await search.fill(title.toUpperCase());
  await expect(cards).not.toHaveCount(total);
  await expect(cards).not.toHaveCount(0);
  await expect(cards.filter({ hasNotText: title })).toHaveCount(0);
  await search.fill(place.toUpperCase());
  await expect(cards).not.toHaveCount(0);
  await expect(cards.filter({ hasNotText: place })).toHaveCount(0);
}

/**
 * Moves the events calendar from the month it opens on (today, on the server) to a month with an
 * event: ahead first, then back. The events' dates are fixed and today is not, so which way they
 * lie changes as the suite ages; `marked` are the days that carry events.
 */
export async function showMonthWithEvents(marked: Locator, move: (direction: 'next' | 'previous') => Promise<void>): Promise<void> {
  for (let i = 0; i < 24 && (await marked.count()) === 0; i += 1) await move('next');
  for (let i = 0; i < 120 && (await marked.count()) === 0; i += 1) await move('previous');
  await expect(marked.first()).toBeVisible();
}

/** Every Location header of a response, a repeated one included (`headers()` would join them). */
export function locationHeaders(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'location')
    .map(({ value }) => value);
}

/** The accessible names Chrome itself computes for the elements a selector finds: Playwright's own
 * computation differs on spaces around blocks (an absolutely positioned image, a flex item). */
export async function chromeAccessibleNames(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const names: string[] = [];
  for (const nodeId of nodeIds) {
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    names.push(String(nodes[0]?.name?.value ?? ''));
  }
  return names;
}
