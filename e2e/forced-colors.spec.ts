// Forced colours (Windows' contrast themes): the browser repaints every colour in the visitor's
// palette and drops box-shadows, so what the site draws with a shadow or a background alone must
// still show: the focus ring, a button's edge, the selected item, a switch's state, the logo.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookiesUpfront } from './support';

type Drawn = { text: string; fill: string; background: string; border: string; borderWidth: number; outline: string; outlineWidth: number };

// The element's colours as the screen draws them: its background is its own, else the first
// painted one among its ancestors. Read once its colour transitions have ended.
async function drawn(element: Locator): Promise<Drawn> {
  return element.evaluate(async (node) => {
    await Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const style = getComputedStyle(node);
    let background = 'rgb(255, 255, 255)';
    for (let ancestor: Element | null = node; ancestor; ancestor = ancestor.parentElement) {
      const colour = getComputedStyle(ancestor).backgroundColor;
      if (!/^rgba\(.*,\s*0\)$/.test(colour)) {
        background = colour;
        break;
      }
    }
    return {
      text: style.color,
      fill: style.fill,
      background,
      border: style.borderTopColor,
      borderWidth: style.borderTopStyle === 'none' ? 0 : Number.parseFloat(style.borderTopWidth),
      outline: style.outlineColor,
      outlineWidth: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
    };
  });
}

function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const channels = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
    if (!channels) throw new Error(`not an sRGB colour: ${colour}`);
    const [r = 0, g = 0, b = 0] = channels.slice(1).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

async function canvas(page: Page): Promise<string> {
  return page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
}

// A selected item is filled in the palette's selection colour, its text readable on it.
async function expectDrawnSelected(item: Locator, page: Page): Promise<void> {
  const colours = await drawn(item);
  expect(contrast(colours.background, await canvas(page))).toBeGreaterThanOrEqual(3);
  expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
}

async function expectDrawnUnselected(item: Locator, page: Page): Promise<void> {
  expect((await drawn(item)).background).toBe(await canvas(page));
}

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`forced colours, ${colorScheme} palette`, () => {
    test.use({ forcedColors: 'active', colorScheme });

    test('every control the keyboard reaches shows an outline', async ({ page }) => {
      await acceptCookiesUpfront(page);
      const unmarked: string[] = [];
      let reached = 0;
      // The header's menus, the contact form, the footer; the events list's views, search and filters.
      for (const path of ['/contact', '/en/actualites/evenements']) {
        await page.goto(path);
        for (let step = 0; step < 40; step += 1) {
          await page.keyboard.press('Tab');
          const focused = page.locator(':focus');
          if ((await focused.count()) === 0) continue;
          reached += 1;
          const colours = await drawn(focused);
          if (colours.outlineWidth < 2 || contrast(colours.outline, colours.background) < 3) {
            unmarked.push(`${path} ${await focused.evaluate((node) => node.outerHTML.slice(0, 80))}`);
          }
        }
      }
      expect(reached).toBeGreaterThan(60);
      expect(unmarked).toEqual([]);
    });

    test('buttons keep their edge and the logo its name', async ({ page }) => {
      await page.goto('/');
      const page_ = await canvas(page);
      const banner = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
      for (const name of ['Tout accepter', 'Refuser les cookies optionnels', 'Personnaliser']) {
        const button = await drawn(banner.getByRole('button', { name }));
        expect(button.borderWidth, name).toBeGreaterThanOrEqual(1);
        expect(contrast(button.border, page_), name).toBeGreaterThanOrEqual(3);
      }
      const name = await drawn(page.getByRole('banner').getByRole('img', { name: /Solio/ }).locator('text'));
      expect(contrast(name.fill, name.background)).toBeGreaterThanOrEqual(4.5);
    });

    test('the pressed filter, the selected view, tab and day are drawn as selected', async ({ page }) => {
      await acceptCookiesUpfront(page);
      await page.goto('/actualites/evenements');
      const filters = page.getByRole('group', { name: 'Filtrer les événements' });
      await filters.getByRole('button', { name: /À venir/ }).click();
      await expectDrawnSelected(filters.getByRole('button', { name: /À venir/ }), page);
      await expectDrawnUnselected(filters.getByRole('button', { name: /Tous les événements/ }), page);

      const views = page.getByRole('group', { name: 'Affichage des événements' });
      await views.getByRole('button', { name: 'Calendrier' }).click();
      await expectDrawnSelected(views.getByRole('button', { name: 'Calendrier' }), page);
      await expectDrawnUnselected(views.getByRole('button', { name: 'Liste' }), page);
      const selectedDay = page.locator('[role="gridcell"][aria-selected="true"] > button');
      await expect(selectedDay).toHaveCount(1);
      await expectDrawnSelected(selectedDay, page);

      await page.goto('/culture');
      const tabs = page.getByRole('tablist');
      await tabs.getByRole('tab', { name: 'Comment' }).click();
      await expectDrawnSelected(tabs.getByRole('tab', { name: 'Comment' }), page);
      await expectDrawnUnselected(tabs.getByRole('tab', { name: 'Où' }), page);
    });

    test("a cookie switch's thumb and its checked state show", async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Personnaliser' }).click();
      const dialog = page.getByRole('dialog');
      const functional = dialog.getByRole('switch', { name: 'Fonctionnels' });
      const thumb = functional.locator('span');

      const off = await drawn(thumb);
      expect(contrast(off.background, await canvas(page))).toBeGreaterThanOrEqual(3);

      await functional.click();
      await expect(functional).toHaveAttribute('aria-checked', 'true');
      const track = await drawn(functional);
      expect(contrast(track.background, await canvas(page))).toBeGreaterThanOrEqual(3);
      expect(contrast((await drawn(thumb)).background, track.background)).toBeGreaterThanOrEqual(3);
    });
  });
}
