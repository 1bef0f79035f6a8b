import { expect, test } from '@playwright/test';
import { editWordPressPost, revalidateContent, wordpressRequests } from './press-helpers';
import { wordpressUrl } from './stand-ins/ports';
import { chromeAccessibleNames, expectNoAxeViolations, prepare } from './support';

test.beforeEach(async ({ page }) => {
  await prepare(page);
});

test('the Nairobi inauguration in French, by slug and by numeric id, with Event JSON-LD', async ({ page }) => {
  for (const path of ['/actualites/evenements/inauguration-centrale-solaire-nairobi', '/actualites/evenements/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inauguration de la centrale solaire de Nairobi');
  }
  await expect(page.locator('[data-status]').first()).toHaveText('Spotlight');
  await expect(page.getByText('10 h – 13 h')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter au calendrier' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux événements' })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Event', startDate: '2027-02-12T10:00:00+03:00', endDate: '2027-02-12T13:00:00+03:00' });
  await expectNoAxeViolations(page);
});

test('a WordPress event: its image comes through the media proxy, its times keep the clocks of its place', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/actualites/evenements/inauguration-soleil-dafrique');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inauguration de la centrale « Soleil d’Afrique »');
  const hero = page.getByRole('img', { name: 'Ruban inaugural' });
  await expect(hero).toHaveAttribute('src', /^\/api\/wp-media\?src=/);
  // WordPress's other widths of the upload, its square thumbnail left out; a phone takes the one that fills its screen.
  const served = (size: string) => `/api/wp-media?src=${encodeURIComponent(`${wordpressUrl}/wp-content/uploads/2026/11/evt-inauguration${size}.jpg`)}`;
  await expect(hero).toHaveAttribute('srcset', `${served('-300x200')} 300w, ${served('-768x512')} 768w, ${served('-1024x683')} 1024w, ${served('')} 1200w`);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBe(new URL(served('-768x512'), page.url()).href);
  // The stand-in's uploads are all one 1×1 PNG, which a 768w candidate draws 0 px wide: the answer is what shows it arrived.
  const image = await page.request.get(served('-768x512'));
  expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);
  // Bouaké, Côte d’Ivoire, is on UTC.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = blocks.map((block) => JSON.parse(block) as { '@type': string; startDate?: string }).find((data) => data['@type'] === 'Event');
  expect(event?.startDate).toBe('2026-12-05T10:00:00+00:00');
});

test('the gallery opens a full-screen viewer driven by the keyboard, swipes and a tap around the image', async ({ page }) => {
  await page.goto('/actualites/evenements/inauguration-centrale-solaire-nairobi');
  await expect(page.getByText('+2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agrandir l’image 5 sur 7 : Les invités de l’inauguration, 2 images de plus' })).toBeVisible();
  // As Chrome names them, too: the alt text is in the name, marked in the event's language, with no stray space.
  const names = await chromeAccessibleNames(page, 'main section button');
  expect(names[4]).toBe('Agrandir l’image 5 sur 7\u00a0: Les invités de l’inauguration, 2 images de plus');
  await expect(page.locator('main section button').nth(4).locator('span[lang="fr"]')).toHaveText('Les invités de l’inauguration');
  const opener = page.getByRole('button', { name: /Agrandir l’image 2 sur 7/ });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Image 2 sur 7');
  // Opening, the dialog's own title is read; a change of image is announced in a live region.
  const announcement = dialog.getByTestId('gallery-announcement');
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
  await expect(announcement).toHaveText('');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('Image 3 sur 7');
  await expect(announcement).toHaveText(/^Image 3 sur 7, \S/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText('Image 7 sur 7');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A finger swiping across the image turns it: leftwards to the next, rightwards to the previous.
  await opener.click();
  const image = dialog.locator('img');
  const swipe = async (fromX: number, toX: number) => {
    const box = (await image.boundingBox())!;
    const y = box.y + box.height / 2;
    await image.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: box.x + fromX, clientY: y });
    await image.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: box.x + toX, clientY: y + 10 });
  };
  await swipe(300, 100);
  await expect(dialog).toContainText('Image 3 sur 7');
  await swipe(100, 300);
  await swipe(100, 300);
  await expect(dialog).toContainText('Image 1 sur 7');
  // A short move is a tap, not a swipe.
  await swipe(100, 130);
  await expect(dialog).toContainText('Image 1 sur 7');
  // A tap on the dark background around the image closes the viewer.
  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('on a phone, Back closes the gallery viewer and stays on the event; closed, Back leaves it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const eventPath = '/actualites/evenements/inauguration-centrale-solaire-nairobi';
  await page.goto('/actualites/evenements');
  await page.goto(eventPath);
  const opener = page.getByRole('button', { name: /Agrandir l’image 2 sur 7/ });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Image 2 sur 7');
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(eventPath);
  await expect(opener).toBeFocused();

  await opener.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/actualites\/evenements$/);
});

test('a link followed after Back closed the viewer is no Back: the list it opens has the focus on its content', async ({ page }) => {
  // Opened from elsewhere: its link back to the list is a link, not the browser's Back. The list has a link to it.
  await page.goto('/actualites/evenements/inauguration-de-la-centrale-solaire-de-nairobi');
  await page.getByRole('button', { name: /Agrandir l’image 2 sur/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('link', { name: 'Retour aux événements' }).click();
  await expect(page).toHaveURL(/\/actualites\/evenements$/);
  // Not the list's link to the event, where Back to the list puts it.
  await expect(page.locator('main')).toBeFocused();
});

test('the English page, from the English title slug, in the dark theme', async ({ page }) => {
  await prepare(page, 'dark');
  await page.goto('/en/actualites/evenements/inauguration-of-the-nairobi-solar-plant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inauguration of the Nairobi solar plant');
  await expect(page.getByText('Friday, February 12, 2027')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /locale=en/);
  // The file is named in the page's language, as its address is.
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', 'inauguration-of-the-nairobi-solar-plant.ics');
  await expectNoAxeViolations(page);
});

test('an online event names the zone of its times, which an event in a known place does not need', async ({ page }) => {
  const times = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  for (const [path, label, shown] of [
    ['/en/actualites/evenements/webinar-electric-mobility-in-east-africa', 'Time', /^2:00\sPM\s–\s3:30\sPM\s\(UTC\+3\)$/],
    ['/actualites/evenements/webinaire-la-mobilite-electrique-en-afrique-de-l-est', 'Horaire', /^14\sh\s–\s15\sh\s30\s\(UTC\+3\)$/],
  ] as const) {
    await page.goto(path);
    await expect(times(label), path).toHaveText(shown);
  }
  await page.goto('/en/actualites/evenements/inauguration-of-the-nairobi-solar-plant');
  await expect(times('Time')).toHaveText(/^10:00\sAM\s–\s1:00\sPM$/);
});

test('a picture, a player and a table an editor puts in the text keep to the column on a phone, the picture at a phone’s size', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.route(/youtube/, (route) => route.abort());
  // A name of its own: the media route keeps each upload a day.
  const run = Date.now();
  // What WordPress writes for an image block, a pasted YouTube link and a table block.
  const upload = (size: string) => `${wordpressUrl}/wp-content/uploads/2026/11/salle-${run}${size}.jpg`;
  const content = [
    '<p>Programme du webinaire.</p>',
    `<figure class="wp-block-image size-full"><img src="${upload('')}" alt="La salle du webinaire" width="2000" height="1333" srcset="${upload('-300x200')} 300w, ${upload('-768x512')} 768w, ${upload('-1024x683')} 1024w, ${upload('')} 2000w" sizes="(max-width: 2000px) 100vw, 2000px"></figure>`,
    '<figure class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper"><iframe title="Webinaire stockage" width="500" height="281" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" allowfullscreen></iframe></div></figure>',
    '<figure class="wp-block-table"><table><thead><tr><th>Pays</th><th>Capacité installée (MWc)</th><th>Stockage (MWh)</th><th>Mise en service prévue</th></tr></thead>',
    '<tbody><tr><td>Kenya</td><td>400</td><td>120</td><td>décembre 2026</td></tr></tbody></table></figure>',
  ].join('');
  const webhook = { type: 'evenement', id: 16, slug: 'webinaire-stockage-energie' };
  await editWordPressPost({ base: 'evenements', id: 16, content });
  try {
    await revalidateContent(baseURL!, webhook);
    const player = page.locator('article iframe');
    const picture = page.getByRole('img', { name: 'La salle du webinaire' });
    await expect(async () => {
      await page.goto('/actualites/evenements/webinaire-stockage-energie');
      // This run's text, not a page regenerated from the last one's.
      await expect(picture).toHaveAttribute('src', new RegExp(`salle-${run}`), { timeout: 500 });
    }).toPass({ timeout: 10_000 });

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The smallest of WordPress's sizes that fills a 375 px screen, from the site's origin; not the original.
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toBe(new URL(`/api/wp-media?src=${encodeURIComponent(upload('-768x512'))}`, page.url()).href);
    expect((await picture.boundingBox())?.width).toBeLessThanOrEqual(375);
    expect(await wordpressRequests()).not.toContain(new URL(upload('')).pathname);
    const frame = await player.boundingBox();
    expect(frame?.width).toBeLessThanOrEqual(375);
    expect(Math.abs((frame?.height ?? 0) - ((frame?.width ?? 0) * 9) / 16)).toBeLessThan(1);
    // The table scrolls on its own, and its figures stay apart ('Kenya', '400', not 'Kenya400').
    const table = page.locator('article table');
    expect(await table.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    expect(await page.getByRole('cell', { name: 'Kenya' }).evaluate((cell) => parseFloat(getComputedStyle(cell).paddingRight))).toBeGreaterThan(0);
  } finally {
    await editWordPressPost({ base: 'evenements', id: 16 });
    await revalidateContent(baseURL!, webhook);
  }
});

test('a past event hides ‘Ajouter au calendrier’ and ‘S’inscrire’', async ({ page }) => {
  await page.goto('/actualites/evenements/salon-energaia-2025');
  // WordPress's title adds the city to the bundled one; which is served depends on the outage tests' webhook.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Salon Energaïa 2025( – Montpellier)?$/);
  await expect(page.locator('[data-status]').first()).toHaveText('Passé');
  await expect(page.getByText('mardi 10 juin 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter au calendrier' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'S’inscrire' })).toHaveCount(0);
});

test('a missing event answers 404 with ‘Événement non trouvé.’', async ({ page }) => {
  const response = await page.goto('/actualites/evenements/evenement-qui-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Événement non trouvé.');
  await expect(page).toHaveTitle(/^Événement non trouvé\./);
  const english = await page.goto('/en/actualites/evenements/no-such-event');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event not found.');
  await expect(page).toHaveTitle(/^Event not found\./);
});
