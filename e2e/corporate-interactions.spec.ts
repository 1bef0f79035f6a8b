import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, formatNumber, localePath, locales } from './corporate-helpers';

async function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
}

/** Waits until the section's top rests 80 px below the viewport top (smooth scrolling may take a while). */
async function expectLandedAt(page: Page, id: string, top: number): Promise<void> {
  await expect.poll(async () => Math.abs((await sectionTop(page, id)) - top), { timeout: 10_000 }).toBeLessThanOrEqual(2);
  // And it stays there once the glide is over.
  await page.waitForTimeout(400);
  expect(Math.abs((await sectionTop(page, id)) - top)).toBeLessThanOrEqual(2);
}

const expectLandedAt80 = (page: Page, id: string) => expectLandedAt(page, id, 80);

const videoLabels = {
  fr: { pause: 'Mettre la vidéo en pause', play: 'Lire la vidéo' },
  en: { pause: 'Pause the video', play: 'Play the video' },
} as const;

for (const { locale, prefix } of locales) {
  test.describe(`corporate interactions (${locale})`, () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test('home tabs switch by mouse and by keyboard', async ({ page }) => {
      await page.goto(localePath(prefix, '/'));
      const tabs = page.locator('#mission-vision').getByRole('tab');
      const panel = page.locator('#mission-vision').getByRole('tabpanel');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      // The tab list is named after its section, as screen readers announce it on entering.
      const sectionTitle = (await page.locator('#mission-vision h2').textContent()) ?? '';
      expect(sectionTitle).not.toBe('');
      await expect(page.locator('#mission-vision').getByRole('tablist')).toHaveAccessibleName(sectionTitle);
      const missionHeading = await panel.locator('h3').textContent();

      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(panel.locator('h3')).not.toHaveText(missionHeading ?? '');

      await tabs.nth(1).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(2)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      const learnMore = panel.locator(`a[href="${localePath(prefix, '/mission-vision')}"]`);
      await expect(learnMore).toBeVisible();

      // Back from the page the third tab links to shows the third tab again; the logo's link to the
      // page the visitor is on opens it afresh.
      await learnMore.click();
      await expect(page).toHaveURL(/\/mission-vision$/);
      await page.goBack();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    });

    test('culture principle tabs switch by mouse and by keyboard', async ({ page }) => {
      await page.goto(localePath(prefix, '/culture'));
      const tabs = page.locator('#principles').getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(page.locator('#principles').getByRole('tablist')).toHaveAccessibleName((await page.locator('#principles h2').textContent()) ?? '');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await tabs.nth(2).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#principles').getByRole('tabpanel')).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await page.goBack();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    });

    test('counters count up once, when their card becomes visible, to the final figure', async ({ page }) => {
      // A short window, so that the figures open below the fold.
      await page.setViewportSize({ width: 1280, height: 400 });
      await page.goto(localePath(prefix, '/filiales/growth-energy'));
      const cards = page.locator('#figures [data-slot="counter-card"]');
      await expect(cards).toHaveCount(4);
      // Below the fold and not yet seen: waiting, starting from zero.
      const last = cards.nth(3);
      await expect(last).not.toBeInViewport();
      await expect(last).toHaveAttribute('data-state', 'waiting');
      await expect(last.getByTestId('counter-value')).toHaveText('0k+');

      await last.scrollIntoViewIfNeeded();
      for (const [index, figure] of ['5+', '115', '24+', '100k+'].entries()) {
        await expect(cards.nth(index)).toHaveAttribute('data-state', 'done', { timeout: 5000 });
        await expect(cards.nth(index).getByTestId('counter-value')).toHaveText(figure);
      }
      // Once: scrolling away and back does not restart it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveAttribute('data-state', 'done');
      await expect(last.getByTestId('counter-value')).toHaveText('100k+');
    });

    test('a counter below the fold waits for 10% visibility before it starts', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 500 });
      await page.goto(localePath(prefix, '/presentation'));
      const card = page.locator('#impact [data-slot="counter-card"]').first();
      await expect(card).toHaveAttribute('data-state', 'waiting');
      await expect(card.getByTestId('counter-value')).toHaveText('0');
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute('data-state', 'done', { timeout: 5000 });
      await expect(card.getByTestId('counter-value')).toHaveText(formatNumber(37000, locale));
    });

    test('under reduced motion counters show their final value immediately', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 500 });
      await page.goto(localePath(prefix, '/presentation'));
      const cards = page.locator('#impact [data-slot="counter-card"]');
      // Off-screen and never animated: already the final figures.
      for (const [index, figure] of [formatNumber(37000, locale), '+30', '5'].entries()) {
        await expect(cards.nth(index)).toHaveAttribute('data-state', 'static');
        await expect(cards.nth(index).getByTestId('counter-value')).toHaveText(figure);
      }
    });

    test('hero video does not play under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localePath(prefix, '/'));
      const video = page.locator('main video');
      await expect(video).toHaveAttribute('data-state', 'paused');
      expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
      await expect(video).not.toHaveAttribute('autoplay', /.*/);
      // Nothing moves, so there is nothing to pause.
      await expect(page.locator('main section').first().getByRole('button')).toHaveCount(0);
    });

    test('hero video plays muted in a loop when motion is allowed', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(localePath(prefix, '/'));
      const video = page.locator('main video');
      await expect(video).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
      expect(await video.evaluate((el: HTMLVideoElement) => ({ paused: el.paused, muted: el.muted, loop: el.loop }))).toEqual({ paused: false, muted: true, loop: true });
    });

    test('the moving hero video can be paused and played again from the keyboard', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(localePath(prefix, '/'));
      const video = page.locator('main video');
      const pause = page.getByRole('button', { name: videoLabels[locale].pause, exact: true });
      await expect(pause).toBeVisible({ timeout: 10_000 });

      await pause.focus();
      await page.keyboard.press('Enter');
      await expect(video).toHaveAttribute('data-state', 'paused');
      expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
      const play = page.getByRole('button', { name: videoLabels[locale].play, exact: true });
      await expect(play).toBeFocused();
      // The stopped frame stays in place of the poster.
      await expect(video).toHaveCSS('opacity', '1');

      await page.keyboard.press('Space');
      await expect(video).toHaveAttribute('data-state', 'playing');
      expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);
      await expect(pause).toBeFocused();
    });

    test('a pause as the hero video loops back to its start stays a pause', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(localePath(prefix, '/'));
      const video = page.locator('main video');
      const pause = page.getByRole('button', { name: videoLabels[locale].pause, exact: true });
      await expect(pause).toBeVisible({ timeout: 10_000 });

      // Restarting from the top, as each loop does, queues a 'playing' event with 'seeked': pressing
      // the button as 'seeked' arrives puts the pause between the two.
      const pausedWhenPlayingArrived = await video.evaluate(
        (el: HTMLVideoElement, button) =>
          new Promise<boolean>((resolve) => {
            el.addEventListener('seeked', () => (button as HTMLButtonElement).click(), { once: true });
            el.addEventListener('playing', () => resolve(el.paused), { once: true });
            el.currentTime = 0;
          }),
        await pause.elementHandle(),
      );
      expect(pausedWhenPlayingArrived).toBe(true);
      await expect(page.getByRole('button', { name: videoLabels[locale].play, exact: true })).toBeVisible();
      await expect(video).toHaveAttribute('data-state', 'paused');
    });

    test('a visitor who stopped the hero video finds it stopped on their next visit, until they play it', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(localePath(prefix, '/'));
      const video = page.locator('main video');
      await page.getByRole('button', { name: videoLabels[locale].pause, exact: true }).click();
      await expect(video).toHaveAttribute('data-state', 'paused');

      await page.reload();
      const play = page.getByRole('button', { name: videoLabels[locale].play, exact: true });
      await expect(play).toBeVisible();
      await expect(video).toHaveAttribute('data-state', 'paused');
      expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
      // Nothing of the video was loaded: the poster shows.
      await expect(video).toHaveCSS('opacity', '0');

      await play.click();
      await expect(video).toHaveAttribute('data-state', 'playing');
      await page.reload();
      await expect(video).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
      await expect(page.getByRole('button', { name: videoLabels[locale].pause, exact: true })).toBeVisible();
    });

    test('with the browser’s data saver on, the hero video waits for the visitor to play it', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'media') videoRequests.push(request.url());
      });
      await page.goto(localePath(prefix, '/'));
      const video = page.locator('main video');
      const play = page.getByRole('button', { name: videoLabels[locale].play, exact: true });
      await expect(play).toBeVisible();
      await expect(video).toHaveAttribute('data-state', 'paused');
      await expect(video).toHaveCSS('opacity', '0');
      expect(videoRequests).toEqual([]);

      await play.click();
      await expect(video).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    });

    test('on a phone the hero poster is fetched as wide as it is drawn, cover-cropped', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localePath(prefix, '/'));
      const poster = page.locator('main section img').first();
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const { fetched, drawn, source } = await poster.evaluate(async (img: HTMLImageElement) => {
        // naturalWidth of a srcset image is scaled by its density: load the files alone to read their pixels.
        const pixelWidth = async (src: string) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return image.naturalWidth;
        };
        const box = img.getBoundingClientRect();
        const ratio = img.naturalWidth / img.naturalHeight;
        return {
          fetched: await pixelWidth(img.currentSrc),
          drawn: Math.max(box.width, box.height * ratio) * devicePixelRatio,
          source: await pixelWidth(new URL(img.currentSrc).searchParams.get('url')!),
        };
      });
      expect(fetched).toBeGreaterThanOrEqual(Math.min(drawn, source));
    });

    test('a #fragment in the address lands its section 80 px below the top, as the index does', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [path, id] of [
        ['/presentation#history', 'history'],
        ['/legal/privacy-policy#section-3', 'section-3'],
        ['/carrieres/rejoignez-nous#offres', 'offres'],
        ['/carrieres/offres/hr-talent-manager-nairobi#duties', 'duties'],
        ['/filiales#asking', 'asking'],
      ] as const) {
        await page.goto(localePath(prefix, path));
        await expectLandedAt80(page, id);
      }
    });

    test('on a phone, a #fragment in the address lands its section below the chip bar', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(localePath(prefix, '/filiales#asking'));
      const barBottom = await page.locator('nav[data-slot="section-index"]').evaluate((el) => parseFloat(getComputedStyle(el).top) + el.getBoundingClientRect().height);
      await expect.poll(() => sectionTop(page, 'asking')).toBeGreaterThanOrEqual(barBottom);
      await expect(page.locator('#asking').getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
    });

    test('/filiales side index lands sections 80 px below the top and highlights the one in view', async ({ page }) => {
      await page.goto(localePath(prefix, '/filiales'));
      const index = page.locator('nav[data-slot="section-index"]');
      await expect(index).toHaveAttribute('data-ready', 'true');
      // Sticky beside the content on desktop.
      expect(await index.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
      await expect(index.locator('a[aria-current="location"]')).toHaveAttribute('href', '#growth-energy');

      await index.locator('a[href="#mfg-technologies"]').click();
      await expectLandedAt80(page, 'mfg-technologies');
      await expect(index.locator('a[aria-current="location"]')).toHaveAttribute('href', '#mfg-technologies');
      expect(page.url()).toContain('#mfg-technologies');

      // Scrolling by hand: the section whose top has passed 100 px is highlighted.
      await page.evaluate(() => {
        const top = document.getElementById('asking')!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - 90, behavior: 'instant' });
      });
      await expect(index.locator('a[aria-current="location"]')).toHaveAttribute('href', '#asking');
      // Its top 90 px down, past the line: highlighted. 120 px down, not yet: the section before it.
      const scrollToGem = (offset: number) =>
        page.evaluate((offset) => {
          const top = document.getElementById('gem-e-mobility')!.getBoundingClientRect().top + window.scrollY;
          window.scrollTo({ top: top - offset, behavior: 'instant' });
        }, offset);
      await scrollToGem(90);
      await expect(index.locator('a[aria-current="location"]')).toHaveAttribute('href', '#gem-e-mobility');
      await scrollToGem(120);
      await expect(index.locator('a[aria-current="location"]')).toHaveAttribute('href', '#mfg-technologies');
    });

    test('executive index scrolls to the member anchor', async ({ page }) => {
      await page.goto(localePath(prefix, '/gouvernance/comite-executif'));
      const index = page.locator('nav[data-slot="section-index"]');
      await expect(index).toHaveAttribute('data-ready', 'true');
      await index.locator('a[href="#exec-helene-n-diaye-cote"]').focus();
      await page.keyboard.press('Enter');
      await expectLandedAt80(page, 'exec-helene-n-diaye-cote');
      await expect(index.locator('a[aria-current="location"]')).toHaveAttribute('href', '#exec-helene-n-diaye-cote');
      // The focus went with the jump: the next Tab reaches the member's section, not the next index link.
      await expect(page.locator('#exec-helene-n-diaye-cote')).toBeFocused();

      // Chosen again where the page already is, the entry moves nothing, and the visitor's next
      // scroll stays theirs: the page is not pulled back when that scroll ends.
      const landed = await page.evaluate(() => window.scrollY);
      await index.locator('a[href="#exec-helene-n-diaye-cote"]').click();
      await page.evaluate(() => {
        (window as Window & { wheelEnded?: Promise<unknown> }).wheelEnded = new Promise((resolve) => window.addEventListener('scrollend', resolve, { once: true }));
      });
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, -600);
      const afterWheel = await page.evaluate(async () => {
        await (window as Window & { wheelEnded?: Promise<unknown> }).wheelEnded;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return window.scrollY;
      });
      expect(afterWheel).toBeLessThan(landed - 300);
    });

    test('mobile at 375 px: chip bar above the content, no horizontal overflow', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      for (const path of ['/', '/presentation', '/presence', '/filiales', '/filiales/growth-energy', '/gouvernance/comite-executif', '/certifications']) {
        await page.goto(localePath(prefix, path));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await page.goto(localePath(prefix, '/filiales'));
      const list = page.locator('nav[data-slot="section-index"] ul');
      expect(await list.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('row');
      const indexBox = await list.boundingBox();
      const firstSection = await page.locator('#growth-energy').boundingBox();
      expect(indexBox!.y + indexBox!.height).toBeLessThanOrEqual(firstSection!.y);
      await expect(page.locator('nav[data-slot="section-index"]')).toHaveAttribute('data-ready', 'true');
      await page.locator('nav[data-slot="section-index"] a[href="#asking"]').click();
      // The chip bar sticks below the header: the section's title lands 16 px below the bar, not under it.
      const chipBar = page.locator('nav[data-slot="section-index"]');
      const barBottom = await chipBar.evaluate((el) => parseFloat(getComputedStyle(el).top) + el.getBoundingClientRect().height);
      await expectLandedAt(page, 'asking', barBottom + 16);
      await expect(page.locator('#asking').getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
      // The section a chip jumped to is the one highlighted, though it lies lower than on a desktop.
      await expect(chipBar.locator('a[aria-current="location"]')).toHaveAttribute('href', '#asking');
      await chipBar.locator('a[href="#gem-e-mobility"]').click();
      await expectLandedAt(page, 'gem-e-mobility', barBottom + 16);
      await expect(chipBar.locator('a[aria-current="location"]')).toHaveAttribute('href', '#gem-e-mobility');
      await page.goto(localePath(prefix, '/gouvernance/comite-executif'));
      await expect(chipBar).toHaveAttribute('data-ready', 'true');
      await chipBar.locator('a[href="#exec-chiamaka-okafor"]').click();
      await expectLandedAt(page, 'exec-chiamaka-okafor', barBottom + 16);
      await expect(chipBar.locator('a[aria-current="location"]')).toHaveAttribute('href', '#exec-chiamaka-okafor');
      // Scrolled by hand to the last section, the page highlights it, and the bar shows its chip.
      const lastChip = chipBar.getByRole('link').last();
      const lastSection = page.locator(`${await lastChip.getAttribute('href')}`);
      await lastSection.evaluate((section) => window.scrollBy(0, section.getBoundingClientRect().top - 100));
      await expect(lastChip).toHaveAttribute('aria-current', 'location');
      await expect(lastChip).toBeInViewport({ ratio: 1 });
    });

    test('a phone held sideways: the chip bar scrolls away with the page, and jumps land 80 px down', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 740, height: 360 });
      for (const [path, id] of [
        ['/filiales', 'mfg-technologies'],
        ['/gouvernance/comite-executif', 'exec-chiamaka-okafor'],
      ] as const) {
        await page.goto(localePath(prefix, path));
        const chipBar = page.locator('nav[data-slot="section-index"]');
        await expect(chipBar).toHaveAttribute('data-ready', 'true');
        expect(await chipBar.locator('ul').evaluate((el) => getComputedStyle(el).flexDirection)).toBe('row');
        // Stuck below the header, header and bar took a third of a 360 px screen.
        expect(await chipBar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
        await chipBar.locator(`a[href="#${id}"]`).click();
        await expectLandedAt80(page, id);
        await expect(chipBar).not.toBeInViewport();
        await expect(chipBar.locator('a[aria-current="location"]')).toHaveAttribute('href', `#${id}`);
      }
      await page.goto(localePath(prefix, '/filiales#asking'));
      await expectLandedAt80(page, 'asking');
    });

    test('mobile at 390 px: a chip the Tab key reaches is wholly in the chip bar', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['/filiales', '/gouvernance/comite-executif']) {
        await page.goto(localePath(prefix, path));
        const chipBar = page.locator('nav[data-slot="section-index"]');
        await expect(chipBar).toHaveAttribute('data-ready', 'true');
        const bar = await chipBar.locator('ul').evaluate((list) => list.getBoundingClientRect().toJSON());
        await chipBar.getByRole('link').first().focus();
        for (const chip of await chipBar.getByRole('link').all()) {
          await expect(chip).toBeFocused();
          const box = await chip.evaluate((link) => link.getBoundingClientRect().toJSON());
          expect(box.left, `${path} ${await chip.innerText()}`).toBeGreaterThanOrEqual(bar.left);
          expect(box.right, `${path} ${await chip.innerText()}`).toBeLessThanOrEqual(bar.right);
          await page.keyboard.press('Tab');
        }
      }
    });

    test('the home page does not scroll sideways on a 320 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(localePath(prefix, '/'));
      await expect(page.getByRole('tab')).toHaveCount(3);
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, (await tab.textContent()) ?? '').toBeLessThanOrEqual(0);
      }
    });
  });
}
