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

// What a visitor's style sheet may impose for WCAG 1.4.12 (text spacing).
const textSpacing =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * Runs in the page. Always: a page that scrolls sideways. At normal spacing: words split across two
 * lines (the page breaks a word rather than let it leave its box, app/globals.css, which at normal
 * spacing only a layout too narrow for its words makes it do; a hyphen is where a word may break).
 * With wider text spacing: text drawn outside its box, or cut off by a box that hides its overflow
 * (an ellipsis or a line clamp cuts on purpose: the full text is one link away). Boxes of 1 px
 * (screen-reader text, the forms' spam trap) are not drawn, so not checked.
 */
function layoutProblems(textSpacingApplied: boolean): string[] {
  const problems: string[] = [];
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) problems.push(`scrolls sideways: ${overflow} px`);
  const drawnElements = new Map<Element, boolean>();
  const drawn = (element: Element | null): boolean => {
    if (!element) return true;
    let known = drawnElements.get(element);
    if (known === undefined) {
      const box = element.getBoundingClientRect();
      known = (box.width > 1 || box.height > 1) && drawn(element.parentElement);
      drawnElements.set(element, known);
    }
    return known;
  };
  const linesOf = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;

  if (!textSpacingApplied) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !drawn(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Text on one line has no word across two.
      if (linesOf(range) < 2) continue;
      for (const word of (node.textContent ?? '').matchAll(/[^\s\u00a0\u202f-]+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (linesOf(range) > 1) problems.push(`"${word[0]}" split across lines in <${element.tagName.toLowerCase()}>`);
      }
    }
    return problems;
  }

  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (!element.textContent?.trim() || element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1) continue;
    if (!drawn(element)) continue;
    const style = getComputedStyle(element);
    const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    const text = `<${element.tagName.toLowerCase()}> "${element.textContent.trim().slice(0, 40)}"`;
    if (clips && style.textOverflow !== 'ellipsis' && style.webkitLineClamp === 'none') problems.push(`cut off: ${text}`);
    if (!clips && element.children.length === 0 && element.clientWidth > 0) problems.push(`outside its box: ${text}`);
  }
  return problems;
}

// WCAG 1.4.10 (reflow) and 1.4.12 (text spacing), on every page of the route table, with the cookie
// banner open as a new visitor sees it: at 320 CSS pixels (a phone, or a 1280-pixel screen zoomed to
// 400 %), a tablet and a desktop screen, no page scrolls sideways or splits a word across lines; with
// a visitor's wider text spacing, no text leaves its box or is cut off, and no page scrolls sideways.
// One load per page, resized to each width: loading each page three times doubled the test's time.
const phoneWidth = 320;
const widths = [phoneWidth, 768, 1280];
for (const [language, paths] of [
  ['French', pageRoutes.filter((path) => !/^\/en(\/|$)/.test(path))],
  ['English', pageRoutes.filter((path) => /^\/en(\/|$)/.test(path))],
] as const) {
  test(`${language} pages at ${widths.join(', ')} px fit their words, and keep their text in its boxes with wider text spacing`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const checkAtEachWidth = async (path: string, textSpacingApplied: boolean) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        // Every property transitions (0.01 ms under reduced motion): the new layout shows from the next frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const found = await page.evaluate(layoutProblems, textSpacingApplied);
        problems.push(...found.map((problem) => `${path} at ${width} px${textSpacingApplied ? ', text spacing' : ''}: ${problem}`));
      }
    };
    for (const path of paths) {
      await page.setViewportSize({ width: phoneWidth, height: 800 });
      await page.goto(path);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await checkAtEachWidth(path, false);
      await page.addStyleTag({ content: textSpacing });
      await checkAtEachWidth(path, true);
    }
    expect(problems).toEqual([]);
  });
}
