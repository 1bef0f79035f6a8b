import { expect, test, type Page } from '@playwright/test';

const trackers = ['_ga=1', '_gid=2', '_fbp=3', '_pixel_id=4', 'keep=5'];

async function plantTrackerCookies(page: Page) {
  await page.context().addCookies(trackers.map((pair) => {
    const [name, value] = pair.split('=') as [string, string];
    return { name, value, domain: '127.0.0.1', path: '/' };
  }));
}

async function cookieNames(page: Page) {
  return (await page.context().cookies()).map((cookie) => cookie.name).sort();
}

async function storedPreferences(page: Page) {
  return page.evaluate(() => ({
    consent: window.localStorage.getItem('solio-cookie-consent'),
    preferences: JSON.parse(window.localStorage.getItem('solio-cookie-preferences') ?? 'null'),
  }));
}

// Where the page's largest paint so far lies, once two frames have passed, so the banner's own paint is counted.
function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ inBanner: boolean; inMain: boolean }>((resolve) => {
        const observe = () =>
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as LargestContentfulPaint).element;
            resolve({ inBanner: !!element?.closest('[data-testid="cookie-banner"]'), inMain: !!element?.closest('main') });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(observe));
      }),
  );
}

test.beforeEach(async ({ page }) => {
  await plantTrackerCookies(page);
  await page.goto('/');
});

test('the banner shows on first visit, fixed at the bottom, linking to the privacy policy', async ({ page }) => {
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveCSS('position', 'fixed');
  const box = await banner.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  await expect(banner.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/legal/privacy-policy');
});

test('accept all stores every category and keeps the cookies', async ({ page }) => {
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  expect(await storedPreferences(page)).toEqual({
    consent: 'true',
    preferences: { necessary: true, functional: true, analytics: true, marketing: true },
  });
  expect(await cookieNames(page)).toEqual(['_fbp', '_ga', '_gid', '_pixel_id', 'keep']);
  await page.reload();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
});

test('reject optional stores only necessary and deletes analytics and marketing cookies', async ({ page }) => {
  await page.getByRole('button', { name: 'Refuser les cookies optionnels' }).click();
  expect(await storedPreferences(page)).toEqual({
    consent: 'true',
    preferences: { necessary: true, functional: false, analytics: false, marketing: false },
  });
  expect(await cookieNames(page)).toEqual(['keep']);
});

test('closing the banner is a rejection', async ({ page }) => {
  await page.getByRole('button', { name: /Fermer le bandeau/ }).click();
  expect((await storedPreferences(page)).preferences).toEqual({ necessary: true, functional: false, analytics: false, marketing: false });
  expect(await cookieNames(page)).toEqual(['keep']);
});

test('accept and reject are equally prominent', async ({ page }) => {
  const accept = page.getByRole('button', { name: 'Tout accepter' });
  const reject = page.getByRole('button', { name: 'Refuser les cookies optionnels' });
  for (const property of ['background-color', 'color', 'font-size', 'font-weight']) {
    expect(await reject.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)).toBe(
      await accept.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property),
    );
  }
});

test('customize saves the chosen categories and deletes only what was refused', async ({ page }) => {
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch', { name: 'Fonctionnels' }).click();
  await dialog.getByRole('switch', { name: 'Marketing' }).click();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  expect((await storedPreferences(page)).preferences).toEqual({ necessary: true, functional: true, analytics: false, marketing: true });
  expect(await cookieNames(page)).toEqual(['_fbp', '_pixel_id', 'keep']);
});

test('the settings dialog also offers accept all, and is keyboard operable', async ({ page }) => {
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await dialog.getByRole('switch', { name: 'Analytiques' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('switch', { name: 'Analytiques' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Tout accepter' }).click();
  expect((await storedPreferences(page)).preferences).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
});

test('closing the settings dialog with Escape returns to the banner, focus on Personnaliser', async ({ page }) => {
  const customize = page.getByRole('button', { name: 'Personnaliser' });
  await customize.click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await expect(customize).toBeFocused();
});

test('once a choice is made with the keyboard, the focus goes on from the page content, where the page stands', async ({ page }) => {
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole('button', { name: 'Refuser les cookies optionnels' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The same from the settings dialog, which closes with the banner.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Personnaliser' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await dialog.getByRole('button', { name: 'Tout accepter' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
});

test('the settings dialog’s close button says it closes the preferences, and leaves the choice open', async ({ page }) => {
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  const close = dialog.getByRole('button', { name: 'Fermer les préférences de cookies' });
  // A target large enough for a finger (WCAG 2.2's 24 px minimum), not just the 20 px icon.
  const box = await close.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  expect((await storedPreferences(page)).consent).toBeNull();
});

test('keyboard users meet the banner right after the skip link, before the page it covers', async ({ page }) => {
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('cookie-banner').getByRole('link', { name: 'Politique de confidentialité' })).toBeFocused();
  for (const name of ['Tout accepter', 'Personnaliser', 'Refuser les cookies optionnels']) {
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('cookie-banner').getByRole('button', { name })).toBeFocused();
  }
  // Past the banner's close button, the page itself: the header's logo link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true);
});

test('on a phone the banner never hides the end of the footer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/presentation');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Paramètres des cookies' });
  // Scrolled to the very end each time: the room after the footer follows the banner's measured height.
  await expect.poll(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [button, bar] = await Promise.all([settings.boundingBox(), banner.boundingBox()]);
    return button && bar ? button.y + button.height <= bar.y : false;
  }).toBe(true);
});

test('on a 360 × 640 phone the banner leaves more than half the screen to the page, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  for (const [path, accept, customise] of [
    ['/', 'Tout accepter', 'Personnaliser'],
    ['/en', 'Accept all', 'Customise'],
  ] as const) {
    await page.goto(path);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(320);
    // Accept and customise side by side: the same row, each of them as easy to hit as the other.
    const [first, second] = await Promise.all([banner.getByRole('button', { name: accept }).boundingBox(), banner.getByRole('button', { name: customise }).boundingBox()]);
    expect(first?.y).toBe(second?.y);
  }
});

test('on a short screen (a page zoomed to 400 %) the banner leaves half of it to the page, and scrolls to its buttons', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(128);
  // Reached with the keyboard, each of its buttons scrolls into view within it.
  const buttons = banner.getByRole('button');
  for (let index = 0; index < (await buttons.count()); index += 1) {
    await buttons.nth(index).focus();
    await expect(buttons.nth(index)).toBeInViewport();
  }
  // And past it, the page's own links show above it (the browser keeps its height free when it scrolls to focus).
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  expect(await focused.evaluate((element) => !!element.closest('header, main'))).toBe(true);
  const [target, bar] = await Promise.all([focused.boundingBox(), banner.boundingBox()]);
  expect(target && bar && target.y + target.height <= bar.y).toBe(true);
});

test('on a phone held sideways the whole banner shows within half the screen, its buttons in view and clear of its close button', async ({ page }) => {
  for (const size of [
    { width: 740, height: 360 },
    { width: 667, height: 375 },
    { width: 844, height: 390 },
  ]) {
    await page.setViewportSize(size);
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const { height, hidden } = await banner.evaluate((element: HTMLElement) => ({ height: element.offsetHeight, hidden: element.scrollHeight - element.clientHeight }));
      const at = `${path} at ${size.width} × ${size.height}`;
      expect(height, at).toBeLessThanOrEqual(size.height / 2);
      expect(hidden, at).toBe(0);
      const boxes = await banner.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
      const close = boxes.at(-1);
      for (const box of boxes.slice(0, -1)) {
        const apart = !close || box.right <= close.left || close.right <= box.left || box.bottom <= close.top || close.bottom <= box.top;
        expect(apart, at).toBe(true);
      }
    }
  }
});

// The banner appears after hydration. When one of its paragraphs was larger than anything on the page, it
// became the page's largest paint on a phone, as late as hydration (26 of the route table's 70 pages).
test('on a phone the banner is not the largest paint of a page led by text', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ['/contact', '/en/contact', '/carrieres/rejoignez-nous', '/en/carrieres/rejoignez-nous']) {
    await page.goto(path);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    expect(await largestPaint(page), path).toEqual({ inBanner: false, inMain: true });
  }
});

test('the footer Cookie Settings button clears the choice and shows the banner again', async ({ page }) => {
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  expect((await storedPreferences(page)).consent).toBeNull();
});

test('from the keyboard, Cookie Settings leads to the banner it brings back, in either language', async ({ page }) => {
  for (const [path, settings, title, link] of [
    ['/contact', 'Paramètres des cookies', 'Nous respectons votre vie privée', 'Politique de confidentialité'],
    ['/en/contact', 'Cookie Settings', 'We respect your privacy', 'Privacy Policy'],
  ] as const) {
    await page.goto(path);
    await page.getByTestId('cookie-banner').getByRole('button', { name: /^(Tout accepter|Accept all)$/ }).click();
    await page.getByRole('button', { name: settings }).focus();
    await page.keyboard.press('Enter');
    await page.waitForLoadState('load');
    // The reload dropped the keyboard's place: the banner takes it, and the next Tab is inside it.
    const banner = page.getByRole('region', { name: title });
    await expect(banner).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: link })).toBeFocused();
    // Only the page that follows the button: a reload of it leaves the focus where the browser puts it.
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(banner).not.toBeFocused();
  }
});

test('a choice made in another tab, or while the page sat in the back/forward cache, closes the banner here', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/contact');
  const otherBanner = other.getByTestId('cookie-banner');
  await expect(otherBanner).toBeVisible();
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  // Not asked twice: the other tab's banner goes, and cannot overwrite the answer given.
  await expect(otherBanner).toBeHidden();
  expect((await storedPreferences(other)).preferences).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
  // Cleared in one tab from the footer, the choice is asked again in the other.
  await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
  await expect(otherBanner).toBeVisible();
  await other.close();

  // A page shown again from the back/forward cache reads the choice made meanwhile.
  await page.waitForLoadState('load');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await page.evaluate(() => {
    window.localStorage.setItem('solio-cookie-preferences', JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false }));
    window.localStorage.setItem('solio-cookie-consent', 'true');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
});

test('a choice older than the 13 months the privacy policy keeps it is asked again', async ({ page }) => {
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  const decidedAt = await page.evaluate(() => window.localStorage.getItem('solio-cookie-consent-date'));
  expect(Date.now() - Date.parse(decidedAt ?? '')).toBeLessThan(60_000);
  await page.evaluate(() => window.localStorage.setItem('solio-cookie-consent-date', new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString()));
  await page.reload();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  expect(await storedPreferences(page)).toEqual({ consent: null, preferences: null });
});

test('the settings dialog closes when Back leaves its page, and Forward does not reopen it', async ({ page }) => {
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('button', { name: 'Personnaliser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
  // The page is usable, and still asks for a choice.
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await page.goForward();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the choice stays in the browser: a visitor who accepted gets the same cached page as anyone', async ({ page, request }) => {
  await page.goto('/en/legal/terms-of-service');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().isNavigationRequest()), page.reload()]);
  expect((await response.request().headerValue('cookie')) ?? '').not.toMatch(/consent/i);
  expect(response.headers()['x-nextjs-cache']).toBe('HIT');
  const anyone = await request.get('/en/legal/terms-of-service');
  expect(await response.text()).toBe(await anyone.text());
});

test('on a phone, a field reached with Tab or a form’s first error scrolls into view above the banner', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contact');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  const bannerTop = async () => (await banner.boundingBox())?.y ?? 0;
  const bottomOf = async (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom);

  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.locator('#contact-prenom')).toBeFocused();
  await expect.poll(async () => (await bottomOf('#contact-prenom')) <= (await bannerTop())).toBe(true);

  await page.locator('#contact-message').focus();
  await page.keyboard.press('Tab');
  const focusedBottom = await page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? Infinity);
  expect(focusedBottom).toBeLessThanOrEqual(await bannerTop());
});
