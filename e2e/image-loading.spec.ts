import { expect, test } from '@playwright/test';
import { acceptCookiesUpfront } from './support';

// A lazy image waits until the page is laid out, after the stylesheet: on a desktop's first screen
// it loads later than it could, and the press, events and projects lists' largest paint was such
// an image (their second card, a few pixels larger than the first). These pages open on a grid
// whose first row is on that screen; the first screen of Lighthouse's desktop preset. A page has
// the same images in both languages.
const gridPages = ['/actualites/communiques', '/actualites/evenements', '/actualites/projets', '/media', '/gouvernance/direction', '/nos-filiales', '/certifications'];
test.use({ viewport: { width: 1350, height: 940 } });

for (const path of gridPages) {
  test(`${path}: no image on a desktop's first screen is lazy, one at most asks to come first, the rest stay lazy`, async ({ page }) => {
    await acceptCookiesUpfront(page);
    await page.goto(path);
    const images = await page.locator('img').evaluateAll((all: HTMLImageElement[]) =>
      all
        .map((image) => ({ box: image.getBoundingClientRect(), src: image.getAttribute('src'), loading: image.loading, fetchPriority: image.fetchPriority }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .map(({ box, ...image }) => ({ ...image, onFirstScreen: box.top + box.height / 2 < window.innerHeight })),
    );
    const onFirstScreen = images.filter((image) => image.onFirstScreen);
    expect(onFirstScreen.length).toBeGreaterThan(0);
    expect(onFirstScreen.filter((image) => image.loading === 'lazy')).toEqual([]);
    expect(images.filter((image) => image.fetchPriority === 'high').length).toBeLessThanOrEqual(1);
    expect(images.filter((image) => !image.onFirstScreen && image.loading !== 'lazy')).toEqual([]);
  });
}
