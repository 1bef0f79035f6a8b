import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';
import { prepare } from './press-helpers';

// Article pages not known at build time render on first request from the WordPress stand-in.

test.beforeEach(async ({ page }) => {
  // Nothing may leave the machine; a YouTube request would show as an aborted request.
  await page.route(/youtube|linkedin/, (route) => route.abort());
  await prepare(page);
});

test('article by ACF id: decoded title, date, tags, sanitized body, JSON-LD', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto('/actualites/communiques/CP-2026-003');
  expect(response?.status()).toBe(200);
  // press-list.spec.ts may append ' (mis à jour …)' to this title meanwhile.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Partenariat “Mobilité & Recharge” – sécurité des données/);
  await expect(page.getByText('Publié le 1er octobre 2026')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Étiquettes' })).toContainText('Mobilité électrique');
  await expect(page.getByText('Texte normal après.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux communiqués' })).toHaveAttribute('href', '/actualites/communiques');

  const html = await page.content();
  expect(html).not.toMatch(/<script>alert|onerror=|onclick=|href="javascript:/i);
  expect(await page.locator('article [onerror], article [onclick]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  // The editor's link to another site opens a new tab, and says so, as the site's own such links do.
  await expect(page.locator('article a[href="https://example.test/"]')).toHaveAccessibleName('lien onclick (s’ouvre dans un nouvel onglet)');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', datePublished: '2026-10-01' });
  expect(jsonLd.headline).toMatch(/^Partenariat “Mobilité & Recharge” – sécurité des données/);
});

test('numeric id and slug reach the same article under /actualites/articles', async ({ page }) => {
  await page.goto('/actualites/articles/10');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats annuels 2025 & perspectives “2026”');
  await expect(page.getByRole('link', { name: 'Voir la vidéo sur LinkedIn (s’ouvre dans un nouvel onglet)' })).toHaveAttribute('href', /linkedin\.com/);
  await page.goto('/actualites/articles/resultats-annuels-2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats annuels 2025 & perspectives “2026”');
});

test('English article: gallery viewer wraps with the arrow keys and closes on Escape; YouTube loads on click from the no-cookie host', async ({ page }) => {
  const youtubeRequests: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) youtubeRequests.push(request.url());
  });
  await page.goto('/en/actualites/communiques/CP-2025-001');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Published on March 12, 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to press releases' })).toHaveAttribute('href', '/en/actualites/communiques');
  // From heading to heading, the body has its own after the video's, not read as part of it.
  const sections = await page.locator('main h2').allTextContents();
  expect(sections.indexOf('Press release text')).toBe(sections.indexOf('Video') + 1);
  expect(sections.indexOf('Video')).toBeGreaterThanOrEqual(0);

  await page.getByRole('button', { name: 'Enlarge image 1 of 3' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('heading')).toHaveText('Image 1 of 3');
  // The caption is the WordPress alt text, in French: marked so, for screen readers.
  await expect(viewer.locator('p[lang="fr"]')).toHaveText('Vue aérienne de la centrale');
  // The caption is what screen readers read of the picture, once: the image itself is not named again.
  await expect(viewer).toHaveAccessibleDescription('Vue aérienne de la centrale');
  await expect(viewer.locator('img')).toHaveAttribute('alt', '');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading')).toHaveText('Image 2 of 3');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('heading')).toHaveText('Image 3 of 3');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The viewer gives the focus back to the image that opened it in a timeout after it closes
  // (Radix): moved before that, the focus was taken back from the play button below.
  await expect(page.getByRole('button', { name: 'Enlarge image 1 of 3' })).toBeFocused();

  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtubeRequests).toEqual([]);
  const play = page.getByRole('button', { name: /Play the video/ });
  await play.focus();
  // The rounded frame clips what is drawn outside it: the focus ring is drawn inside the button.
  expect(await play.evaluate((button) => getComputedStyle(button).boxShadow)).toMatch(/ 3px inset/);
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  // The player takes the focus of the button it replaced. Read off the document's active element:
  // `toBeFocused` also wants `document.hasFocus()`, which is the browser's to decide while the
  // player's frame (another site, in another process) commits its aborted page; it failed once in CI.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
});

test('previous/next and two other releases', async ({ page }) => {
  await page.goto('/actualites/communiques/CP-2025-002');
  const navigation = page.getByRole('navigation', { name: 'Navigation entre les communiqués' });
  await expect(navigation.getByRole('link', { name: /Communiqué précédent/ })).toHaveAttribute('href', '/actualites/communiques/CP-2025-001');
  await expect(navigation.getByRole('link', { name: /Communiqué suivant/ })).toHaveAttribute('href', '/actualites/communiques/CP-2026-003');
  const others = page.getByRole('region', { name: 'Lire les autres communiqués' });
  await expect(others.getByTestId('press-card')).toHaveCount(2);
  await expect(others).not.toContainText('Résultats annuels');
});

test('a missing article answers 404 with its own message, in both languages', async ({ page }) => {
  const response = await page.goto('/actualites/communiques/article-qui-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
  await page.getByRole('link', { name: 'Retour aux communiqués' }).click();
  await expect(page).toHaveURL(/\/actualites\/communiques$/);

  const english = await page.goto('/en/actualites/articles/999999');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await expect(page.getByRole('link', { name: 'Back to press releases' })).toHaveAttribute('href', '/en/actualites/communiques');
});

for (const dark of [false, true]) {
  test(`article has no axe violations (${dark ? 'dark' : 'light'})`, async ({ page }) => {
    await prepare(page, { dark });
    await page.goto('/actualites/communiques/CP-2025-001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
