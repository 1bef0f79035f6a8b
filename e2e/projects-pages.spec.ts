import { expect, test } from '@playwright/test';
import { chromeAccessibleNames, expectNoAxeViolations, expectSearchByFirstCard, locationHeaders, prepare } from './support';

test.beforeEach(async ({ page }) => {
  await prepare(page);
});

// The projects come from WordPress or from the bundled content, depending on when the page was
// last regenerated during the run: the tab counts are read from the cards themselves.
test('search and subsidiary tabs narrow the project cards', async ({ page }) => {
  await page.goto('/actualites/projets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projets en Cours');
  const cards = page.getByTestId('project-card');
  const total = await cards.count();
  const search = page.getByPlaceholder('Rechercher un projet...');
  await expectSearchByFirstCard(cards, search, 'project-location');
  await search.fill('introuvable-xyz');
  await expect(page.getByText('Aucun projet trouvé pour votre recherche.')).toBeVisible();
  // Screen readers hear the count change.
  await expect(page.getByTestId('live-count')).toHaveText('Aucun projet');
  await search.fill('');
  await expect(cards).toHaveCount(total);
  await expect(page.getByTestId('live-count')).toHaveText(`${total} projets`);

  const subsidiaries = await cards.getByTestId('project-subsidiary').allInnerTexts();
  for (const name of ['Growth Energy', 'Asking', 'MFG Technologies', 'GEM E-Mobility']) {
    await page.getByRole('tab', { name }).click();
    const expected = subsidiaries.filter((label) => label.trim() === name).length;
    await expect(cards).toHaveCount(expected);
    await expect(cards.getByTestId('project-subsidiary').filter({ hasNotText: name })).toHaveCount(0);
    if (expected === 0) await expect(page.getByText('Aucun projet trouvé pour votre recherche.')).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Tous' }).click();
  await expect(cards).toHaveCount(total);
});

test('the subsidiary tabs work with the keyboard and control the card panel', async ({ page }) => {
  await page.goto('/actualites/projets');
  const all = page.getByRole('tab', { name: 'Tous' });
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await all.focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  const subsidiary = (await second.innerText()).trim();
  const panel = page.getByRole('tabpanel', { name: subsidiary });
  await expect(panel).toHaveAttribute('id', (await second.getAttribute('aria-controls')) ?? '');
  await expect(panel.getByTestId('project-subsidiary').filter({ hasNotText: subsidiary })).toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(all).toBeFocused();
  await expect(all).toHaveAttribute('aria-selected', 'true');
});

test('progress bars take the colour of their band', async ({ page }) => {
  await page.goto('/actualites/projets');
  const bars = page.getByTestId('project-card').getByRole('progressbar');
  const values = await bars.evaluateAll((nodes) =>
    nodes.map((node) => ({ value: Number(node.getAttribute('aria-valuenow')), colour: node.querySelector('[data-colour]')?.getAttribute('data-colour') })),
  );
  expect(values.length).toBeGreaterThan(0);
  for (const { value, colour } of values) {
    expect(colour).toBe(value < 25 ? 'red' : value < 50 ? 'orange' : value < 75 ? 'yellow' : 'green');
  }
});

test('percentages, link names and peak power are written the way each language writes them', async ({ page }) => {
  for (const { path, percent, linkName } of [
    { path: '/actualites/projets', percent: /^\d+\u00a0%$/, linkName: /^Détails du projet : \S/ },
    { path: '/en/actualites/projets', percent: /^\d+%$/, linkName: /^Project details : \S/ },
  ]) {
    await page.goto(path);
    const card = page.getByTestId('project-card').first();
    await expect(card.getByText(percent)).toBeVisible();
    // Said once, by the bar: its visible label and figure are not read again beside it.
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', percent);
    expect(await card.ariaSnapshot()).not.toMatch(/^\s*- text: .*\d/m);
    await expect(card.getByRole('link', { name: linkName })).toBeVisible();
  }
  await page.goto('/en/actualites/projets/centrale-solaire-600kw');
  await expect(page.getByRole('complementary', { name: 'Technical details' })).toContainText('600 kWp');
});

test('a project video loads nothing from YouTube until the visitor plays it', async ({ page }) => {
  const youtubeRequests: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) youtubeRequests.push(request.url());
  });
  await page.route(/youtube/, (route) => route.abort());
  await page.goto('/actualites/projets/kira');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtubeRequests).toEqual([]);
  // The title is its own element, in the project's language; Chrome still reads the space before it.
  expect(await chromeAccessibleNames(page, 'main button:has(svg.lucide-play)')).toEqual(['Lire la vidéo\u00a0: Kira']);
  await page.getByRole('button', { name: 'Lire la vidéo : Kira' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test('a card opens the project page, in French and in English', async ({ page }) => {
  // The list shows WordPress or bundled projects depending on when it was last regenerated in this
  // run: follow whichever card comes first, then check a bundled project's details directly.
  await page.goto('/actualites/projets');
  const firstCard = page.getByTestId('project-card').first();
  const title = await firstCard.getByRole('heading').innerText();
  await firstCard.getByRole('link', { name: `Détails du projet : ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/actualites\/projets\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto('/actualites/projets/centrale-solaire-600kw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centrale solaire 600kW');
  const panel = page.getByRole('complementary', { name: 'Détails techniques' });
  await expect(panel).toContainText('600 kWc');
  await expect(panel).toContainText('600 kWh');
  await expect(page.getByText('350 t par an')).toBeVisible();
  await expectNoAxeViolations(page);

  await prepare(page, 'dark');
  await page.goto('/en/actualites/projets/600kw-solar-plant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('600kW solar plant');
  await expect(page.getByRole('complementary', { name: 'Technical details' })).toContainText('Bifacial monocrystalline panels');
  await expectNoAxeViolations(page);
});

test('an unknown project returns to the list with the destructive notice', async ({ page }) => {
  await page.goto('/actualites/projets/projet-qui-n-existe-pas');
  await expect(page).toHaveURL(/\/actualites\/projets\?notFound=1$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Projet non trouvé' });
  await expect(notice).toContainText('Projet non trouvé');
  await expect(notice).toContainText("Le projet que vous recherchez n'existe pas.");
  await expectNoAxeViolations(page);

  // Once closed, it stays closed: the query leaves the address, so neither a reload nor the other
  // language brings it back.
  await notice.getByRole('button', { name: 'Fermer' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/actualites\/projets$/);
  await page.getByRole('link', { name: 'EN, Switch to English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/actualites\/projets$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Project not found' })).toHaveCount(0);
  // Back once Next's router has taken its history entry: a traversal started while it hydrates
  // raced that replaceState, and the reload below then cancelled the traversal (about 1 run in 30).
  await expect.poll(() => page.evaluate(() => '__NA' in (window.history.state ?? {}))).toBe(true);
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page).toHaveURL(/\/actualites\/projets$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a filter chosen under the notice leaves it out of the address', async ({ page }) => {
  await page.goto('/en/actualites/projets/unknown-project');
  const notice = page.getByRole('alert').filter({ hasText: 'Project not found' });
  await expect(notice).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();
  const gem = page.getByRole('tab', { name: 'GEM E-Mobility' });
  await gem.click();
  await expect(page).toHaveURL(/\/en\/actualites\/projets\?filiale=gem$/);
  // Closing the notice keeps the filter.
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/actualites\/projets\?filiale=gem$/);
  await expect(gem).toHaveAttribute('aria-selected', 'true');

  // A reload, like the link the visitor copies, opens the filtered list without the notice.
  await page.goto('/en/actualites/projets/unknown-project');
  await expect(notice).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('searchbox').fill('solar');
  await expect(page).toHaveURL(/\/en\/actualites\/projets\?q=solar$/);
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('solar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an unknown project answers one Location, on the visit that renders the redirect and from the cache', async ({ request, baseURL }) => {
  // Never requested before, so the first visit renders the redirect rather than reading it.
  const path = `/en/actualites/projets/unknown-${Date.now()}`;
  for (const visit of ['MISS', 'HIT']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['x-nextjs-cache']).toBe(visit);
    expect(locationHeaders(response), visit).toEqual(['/en/actualites/projets?notFound=1']);
  }
  // fetch joins repeated headers with a comma: a doubled Location led it to a URL that does not exist.
  const followed = await fetch(`${baseURL}/actualites/projets/unknown-${Date.now()}`);
  expect(followed.url).toBe(`${baseURL}/actualites/projets?notFound=1`);
});

test('a legacy identifier answers a permanent redirect', async ({ request, page }) => {
  const response = await request.get('/actualites/projets/station-kira', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toMatch(/\/actualites\/projets\/kira$/);
  await page.goto('/en/actualites/projets/erp-divalto');
  await expect(page).toHaveURL(/\/en\/actualites\/projets\/installation-erp-divalto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Divalto ERP installation');
});
