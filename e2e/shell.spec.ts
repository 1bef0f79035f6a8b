import { expect, test, type Page } from '@playwright/test';
import { interFontUrl } from '../lib/fonts';
import { acceptCookiesUpfront, collectConsoleProblems, localePath, locales } from './support';

test.describe('header', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpfront(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('shows the six groups with the spec links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['À propos', 'Filiales', 'Gouvernance', 'Actualités', 'Carrières']) {
      await expect(nav.getByRole('button', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    // Menu buttons and the Contact link beside them show the same pointer.
    expect(await nav.getByRole('button', { name: 'Filiales' }).evaluate((button) => getComputedStyle(button).cursor)).toBe('pointer');
    await nav.getByRole('button', { name: 'Filiales' }).click();
    const hrefs = await page.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(hrefs).toEqual(['/nos-filiales', '/filiales/growth-energy', '/filiales/asking', '/filiales/mfg-technologies', '/filiales/gem-e-mobility']);
  });

  test("marks the visitor's section, on pages its menu does not list too", async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const currentItems = () => nav.locator('[aria-current]').evaluateAll((items) => items.map((item) => item.textContent));
    await page.goto('/');
    expect(await currentItems()).toEqual([]);
    await page.goto('/actualites/communiques/solio-nouvelle-identite');
    expect(await currentItems()).toEqual(['Actualités']);
    const news = nav.getByRole('button', { name: 'Actualités' });
    const other = nav.getByRole('button', { name: 'Carrières' });
    expect(await news.evaluate((button) => getComputedStyle(button).textDecorationLine)).toBe('underline');
    expect(await news.evaluate((button) => getComputedStyle(button).color)).not.toBe(await other.evaluate((button) => getComputedStyle(button).color));
    await page.goto('/en/carrieres/offres/accountant-operations-officer-bujumbura');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-current]').allTextContents()).toEqual(['Careers']);
  });

  test('the focus reaching the header far down a page leaves the page where it is', async ({ page }) => {
    await page.goto('/legal/privacy-policy');
    await page.evaluate(() => window.scrollTo(0, 3000));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(2000);
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Back from the page's text into the header, control by control.
    await page.getByTestId('theme-toggle').focus();
    expect(await scrollY()).toBe(scrolled);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await scrollY()).toBe(scrolled);
    // A menu opened and closed from the keyboard gives the focus back to its button.
    const careers = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Carrières' });
    await careers.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(careers).toBeFocused();
    expect(await scrollY()).toBe(scrolled);
  });

  test('puts every menu link in the server HTML, for search engines and visitors without JavaScript', async ({ page, request }) => {
    for (const locale of locales) {
      await page.goto(localePath(locale, '/'));
      const nav = page.getByRole('navigation', { name: locale === 'fr' ? 'Navigation principale' : 'Main navigation' });
      const menuLinks: string[] = [];
      for (const trigger of await nav.getByRole('button').all()) {
        await trigger.click();
        menuLinks.push(...(await page.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''))));
        await page.keyboard.press('Escape');
      }
      expect(menuLinks.length).toBeGreaterThan(15);
      const html = await (await request.get(localePath(locale, '/'))).text();
      const linked = new Set([...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)].map(([, href]) => href));
      expect(menuLinks.filter((href) => !linked.has(href))).toEqual([]);
    }
  });

  test('opens one dropdown at a time and closes it on outside click and Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('button', { name: 'À propos' }).click();
    await expect(page.getByRole('menu')).toHaveCount(1);
    await nav.getByRole('button', { name: 'Actualités' }).click();
    await expect(page.getByRole('menu')).toHaveCount(1);
    await expect(page.getByRole('menuitem', { name: 'Communiqués' })).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await nav.getByRole('button', { name: 'Gouvernance' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Gouvernance' })).toBeFocused();
  });

  test('is operable with the keyboard alone', async ({ page }) => {
    await page.goto('/en');
    const trigger = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'About' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'About us' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const item = page.getByRole('menuitem', { name: 'Mission & Vision' });
    await expect(item).toBeFocused();
    // The keyboard's focus shows as the ring of every other control, not as a faint tint alone.
    expect(await item.evaluate((link) => getComputedStyle(link).boxShadow)).toMatch(/ 0px 0px 0px 3px/);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('links prefetch their page when pointed at or focused, not while the page loads', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    // Scrolled into view, the footer's links are not fetched either.
    await page.mouse.wheel(0, 10_000);
    await page.waitForTimeout(1_000);
    expect(prefetched).toEqual([]);

    await page.locator('footer').getByRole('link', { name: 'Politique de confidentialité' }).focus();
    await expect.poll(() => prefetched).toContain('/legal/privacy-policy');
    // Next fetches the route tree, then each segment: the page's own segment comes last.
    const pageSegment = page.waitForResponse(async (response) => {
      const segment = await response.request().headerValue('next-router-segment-prefetch');
      return new URL(response.url()).pathname === '/contact' && segment?.endsWith('__PAGE__') === true;
    });
    await nav.getByRole('link', { name: 'Contact' }).hover();
    await pageSegment;

    // The prefetched page opens without another request for it.
    const before = prefetched.length;
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(prefetched.slice(before).filter((path) => path === '/contact')).toEqual([]);
  });

  test('closes the dropdown once a link is chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Carrières' }).click();
    await page.getByRole('menuitem', { name: 'Rejoignez-nous' }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a dropdown opened with the pointer takes the arrow keys, and Tab closes it', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Actualités' });
    await trigger.click();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Communiqués' })).toBeFocused();
    await trigger.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Carrières' })).toBeFocused();
  });

  test('an open dropdown closes when the browser goes back to the previous page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('button', { name: 'Actualités' }).click();
    await expect(page.getByRole('menu')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test('after following a link, focus is on the new page’s content, not on the link left behind', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('main#main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The next Tab goes into the page's content, not back to the footer.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main, footer')?.tagName)).toBe('MAIN');
});

test('after the skip link, Back from a followed link shows the page again, without reloading it', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.goto('/actualites/evenements');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  await page.goBack();
  await expect(page).toHaveURL(/\/actualites\/evenements#main$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Événements');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

// A modal menu makes the rest of the page ignore the pointer. Radix gives it back in an effect that
// runs just after the menu leaves the DOM: on a busy machine, a moment after the menu is gone.
const bodyPointerEvents = (page: Page) => page.evaluate(() => getComputedStyle(document.body).pointerEvents);

test('the mobile menu at 375 px lists the same groups and closes after a link', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).first()).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  // Each group's list is named after it, for screen readers' list navigation.
  for (const name of ['À propos', 'Filiales', 'Gouvernance', 'Actualités', 'Carrières', 'Contact']) {
    await expect(dialog.getByRole('list', { name, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('list', { name: 'Filiales', exact: true }).getByRole('link')).toHaveCount(5);
  await expect(dialog.getByRole('link')).toHaveCount(18);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await dialog.getByRole('link', { name: 'Contact' }).click();
  await expect(dialog).toBeHidden();
});

test('Back closes the mobile menu and stays on the page; the page a menu link opens takes the menu’s place in the history', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await dialog.getByRole('link', { name: 'Culture', exact: true }).click();
  await expect(page).toHaveURL(/\/culture$/);

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(dialog).toBeVisible();
  // Tab wraps around the panel, which is taller than the screen: each item it reaches is in view.
  const close = dialog.getByRole('button', { name: 'Fermer le menu' });
  await close.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('link', { name: 'Contact' })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Contact' })).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await expect(close).toBeInViewport();

  // A phone's Back closes the menu, on the page.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/culture$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre culture');
  await expect.poll(() => bodyPointerEvents(page)).not.toBe('none');
  // One more Back is the page before: the home page's menu entry went to the culture page.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre culture');
  await expect(dialog).toBeHidden();
});

test('the mobile menu closed by its button, Escape or the current page’s link leaves no history entry behind', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto('/');
  await page.goto('/culture');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  for (const closeBy of ['button', 'Escape', 'current page link'] as const) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(dialog).toBeVisible();
    if (closeBy === 'button') await dialog.getByRole('button', { name: 'Fermer le menu' }).click();
    else if (closeBy === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('link', { name: 'Culture', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/culture$/);
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile menu closes when the window widens to the desktop navigation, leaving the page usable', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => bodyPointerEvents(page)).not.toBe('none');
  const about = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'About' });
  await about.click();
  await expect(page.getByRole('menuitem', { name: 'About us' })).toBeVisible();
});

test('offline, the mobile menu says the connection is lost and leaves the page as it was; back online, it opens and the notice goes', async ({ page, context }) => {
  await acceptCookiesUpfront(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en', { waitUntil: 'networkidle' });
  await context.setOffline(true);
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Connection lost' })).toContainText('This part of the page could not load. Check your connection and try again.');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  await context.setOffline(false);
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // The notice, out of date, goes: left up, it covered the menu's last links.
  await expect(page.getByText('Connection lost')).toHaveCount(0);
});

test('a followed link whose page is slow to come shows a bar across the top until it comes', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.goto('/');
  await page.route(/\/presentation\?_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue().catch(() => undefined);
  });
  const bar = page.getByTestId('navigation-progress');
  await expect(bar).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Présentation' }).click();
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await expect(page).toHaveURL(/\/presentation$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("a page whose scripts did not come says so after a while, with a link that loads it again", async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.goto('/contact');
  // A page that works is marked so, and never shows the notice.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const notice = page.getByTestId('load-failure');
  await expect(notice).toBeHidden();

  const scripts = /\/_next\/static\/chunks\/.*\.js$/;
  await page.route(scripts, (route) => route.abort());
  await page.goto('/en/contact?from=newsletter');
  await expect(notice).toBeHidden();
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Page incomplete. This page did not fully load');
  await page.unroute(scripts);
  await notice.getByRole('link', { name: 'Reload the page' }).click();
  await expect(page).toHaveURL(/\/en\/contact\?from=newsletter$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(notice).toBeHidden();
});

test('a reload keeps the reading position: hydration does not send the page back to the top', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.goto('/legal/privacy-policy');
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
  // One load can lay the text out in the fallback font (Inter is display: optional) and the other in
  // Inter, 5 % shorter: the browser restores the same lines at another offset, so the position is
  // compared as a share of the page's height.
  const positionInPage = () => page.evaluate(() => window.scrollY / document.documentElement.scrollHeight);
  const before = await positionInPage();
  await page.reload({ waitUntil: 'networkidle' });
  // Hydrated, and two frames painted since: a scroll to the top it caused would show by now.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(Math.abs((await positionInPage()) - before)).toBeLessThan(0.01);
});

test('closing the mobile menu leaves the page where the visitor was reading', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/presentation');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
  for (const close of ['Escape', 'button'] as const) {
    // A tap where the button is: locator.click() would first scroll the sticky header's button "into view".
    const box = await opener.boundingBox();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => window.scrollY), close).toBe(1500);
  }
});

test.describe('language toggle', () => {
  test('goes to the same page in the other language, keeping query and hash', async ({ page }) => {
    await acceptCookiesUpfront(page);
    await page.goto('/legal/privacy-policy?ref=mail#section-3');
    // The accessible name starts with the visible 'EN', as speech users say it.
    await page.getByRole('link', { name: 'EN, Switch to English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/legal\/privacy-policy\?ref=mail#section-3$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'FR, Passer en français', exact: true }).click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy\?ref=mail#section-3$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('keeps the query and hash when opened in a new tab or reached with the keyboard', async ({ page, context }) => {
    await acceptCookiesUpfront(page);
    await page.goto('/legal/terms-of-service?ref=mail#section-2');
    const toggle = page.getByRole('link', { name: 'EN, Switch to English', exact: true });
    const [opened] = await Promise.all([context.waitForEvent('page'), toggle.click({ button: 'middle' })]);
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/\/en\/legal\/terms-of-service\?ref=mail#section-2$/);
    await expect(opened.locator('html')).toHaveAttribute('lang', 'en');
    await opened.close();

    // 'Copy link' and 'Open in new tab' from the keyboard read the link once it has the focus.
    await page.goto('/legal/privacy-policy?ref=news');
    await toggle.focus();
    await expect(toggle).toHaveAttribute('href', '/en/legal/privacy-policy?ref=news');
  });

  test("goes straight to the page's own address in the other language when it has one", async ({ page }) => {
    await acceptCookiesUpfront(page);
    await page.goto('/actualites/evenements/forum-africain-de-la-transition-energetique');
    const arrived = page.waitForResponse((response) => response.request().isNavigationRequest() && response.url().includes('/en/'));
    await page.getByRole('link', { name: 'EN, Switch to English', exact: true }).click();
    const response = await arrived;
    expect(response.status()).toBe(200);
    expect(response.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/en\/actualites\/evenements\/african-energy-transition-forum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('African Energy Transition Forum');
    await page.getByRole('link', { name: 'FR, Passer en français', exact: true }).focus();
    await expect(page.getByRole('link', { name: 'FR, Passer en français', exact: true })).toHaveAttribute('href', '/actualites/evenements/forum-africain-de-la-transition-energetique');
  });

  test('a French URL serves French whatever the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

test.describe('not-found page', () => {
  // Next marks every 404 noindex itself (twice once a missing item's 404 has been regenerated in the
  // background after a webhook): a robots tag of the page's own, which said otherwise, was noise to validators.
  const robotsTags = (html: string) => [...new Set(html.match(/<meta name="robots"[^>]*>/g))];
  const onlyNoIndex = '<meta name="robots" content="noindex"/>';
  for (const locale of locales) {
    // A path with an extension too: an old link to a document, which the proxy's matcher treats apart.
    for (const path of ['/no/such/page', '/documents/rapport-2024.pdf']) {
      test(`answers 404 with its text and lang in the HTML itself (${locale}, ${path})`, async ({ request }) => {
        const response = await request.get(localePath(locale, path));
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        expect(html).toContain(locale === 'fr' ? 'Oops! Page introuvable' : 'Oops! Page not found');
        expect(html).toContain('>404<');
        expect(html).toContain(`<title>${locale === 'fr' ? 'Page introuvable' : 'Page not found'} | Solio</title>`);
        expect(robotsTags(html)).toEqual([onlyNoIndex]);
      });
    }
  }

  const missingContent = [
    { path: '/actualites/evenements/evenement-qui-n-existe-pas', lang: 'fr', title: 'Événement non trouvé.' },
    { path: '/en/actualites/evenements/no-such-event', lang: 'en', title: 'Event not found.' },
    { path: '/actualites/communiques/article-qui-n-existe-pas', lang: 'fr', title: 'Article non trouvé' },
    { path: '/en/actualites/articles/999999', lang: 'en', title: 'Article not found' },
  ];
  for (const { path, lang, title } of missingContent) {
    test(`a missing content item answers 404 with its own text and lang in the HTML itself: ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace('.', '\\.')}</h1>`));
      expect(html).toContain(`<title>${title} | Solio</title>`);
      expect(robotsTags(html)).toEqual([onlyNoIndex]);
    });
  }

  test('an address with a malformed percent escape leads to the not-found page, never to a 500', async ({ request }) => {
    // A mangled link: Next's router cannot decode it and answered a bare 500 without security headers.
    for (const { path, literal, lang, text } of [
      { path: '/%ZZ', literal: '/%25ZZ', lang: 'fr', text: 'Oops! Page introuvable' },
      { path: '/en/solaire-100%', literal: '/en/solaire-100%25', lang: 'en', text: 'Oops! Page not found' },
      { path: '/actualites/communiques/solaire-100%', literal: '/actualites/communiques/solaire-100%25', lang: 'fr', text: 'Article non trouvé' },
      { path: '/api/contact%ZZ', literal: '/api/contact%25ZZ', lang: 'fr', text: 'Oops! Page introuvable' },
      { path: '/%E0%A4%A', literal: '/%25E0%25A4%25A', lang: 'fr', text: 'Oops! Page introuvable' },
    ]) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect(redirect.status(), path).toBe(308);
      expect(redirect.headers()['location'], path).toBe(literal);
      expect(redirect.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      const page = await request.get(literal);
      expect(page.status(), literal).toBe(404);
      const html = await page.text();
      expect(html, literal).toContain(`<html lang="${lang}"`);
      expect(html, literal).toContain(text);
    }
  });

  test('an identifier that decodes to a stray percent sign is looked up like any other', async ({ request }) => {
    const event = await request.get('/actualites/evenements/%25ZZ');
    expect(event.status()).toBe(404);
    expect(await event.text()).toContain('Événement non trouvé.');
    const project = await request.get('/en/actualites/projets/100%25');
    expect(project.status()).toBe(200);
    expect(project.url()).toMatch(/\/en\/actualites\/projets\?notFound=1$/);
  });

  test('a missing article keeps its message after hydration, without console errors', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await acceptCookiesUpfront(page);
    await page.goto('/en/actualites/articles/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page.getByRole('link', { name: 'Back to press releases' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    // Chrome reports the document's own 404 status; nothing else may complain.
    expect(problems.filter((problem) => !problem.endsWith(`404 (Not Found) (${page.url()})`))).toEqual([]);
  });

  test('links back home', async ({ page }) => {
    await acceptCookiesUpfront(page);
    await page.goto('/en/missing-page');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test('the footer has offices, quick links, the LinkedIn link and legal links', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.goto('/en');
  const footer = page.locator('footer');
  for (const text of ['Europe', 'North America', 'Africa']) await expect(footer.getByText(text, { exact: true })).toBeVisible();
  // Every office of the spec, as the presence page lists them.
  for (const city of ['Paris', 'Marseille', 'Montréal', 'Nairobi', 'Abuja', 'Lagos', 'Enugu', 'Zanzibar', 'Bujumbura']) await expect(footer).toContainText(city);
  await expect(footer.getByRole('link', { name: /Solio on LinkedIn/ })).toHaveAttribute('target', '_blank');
  // The media library, in no menu, is reached from here.
  await expect(footer.getByRole('link', { name: 'Media library' })).toHaveAttribute('href', '/en/media');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/en/legal/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/en/legal/terms-of-service');
});

test('legal pages have 13 numbered sections, the update date and noindex, follow', async ({ page }) => {
  for (const [path, date] of [
    ['/legal/privacy-policy', '6 janvier 2025'],
    ['/en/legal/terms-of-service', 'January 6, 2025'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('article h2').filter({ hasText: /^\d+\. / })).toHaveCount(13);
    await expect(page.getByText(date)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  }
});

test('pages log no console error or warning', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.goto('/en/legal/privacy-policy');
  await page.getByRole('button', { name: 'Accept all' }).click();
  // What hydration and the choice set off has run by the time the network is quiet.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('every page, the site-wide 404 included, preloads its font, fetched once and kept for good', async ({ browser, request }) => {
  for (const path of ['/contact', '/en/actualites/communiques', '/nope', '/en/nope']) {
    // The HTML itself: a 404 rendered by Next's error shell would only get it after hydration.
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<link rel="preload" href="${interFontUrl}" as="font" type="font/woff2" crossorigin="anonymous"/>`));

    const context = await browser.newContext();
    const page = await context.newPage();
    const fontResponses: { url: string; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fontResponses.push({ url: new URL(response.url()).pathname, cacheControl: response.headers()['cache-control'] });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    expect(fontResponses, path).toEqual([{ url: interFontUrl, cacheControl: 'public, max-age=31536000, immutable' }]);
    await context.close();
  }
});
