import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, prepare } from './support';

const locales = [
  {
    prefix: '',
    why: 'Pourquoi nous rejoindre',
    search: 'Rechercher une offre',
    subsidiary: 'Filiale',
    location: 'Lieu',
    clearAll: 'Effacer les filtres',
    count: (n: number) => (n === 0 ? 'Aucune offre trouvée' : `${n} ${n > 1 ? 'offres trouvées' : 'offre trouvée'}`),
    more: 'Plus de détails',
    noMatch: 'Essayez de modifier vos critères de recherche ou postulez de manière spontanée.',
    spontaneous: 'Candidature spontanée',
    financeTitles: ['Responsable administratif et financier', 'Comptable et chargé(e) des opérations'],
    searchWord: 'financ',
  },
  {
    prefix: '/en',
    why: 'Why join us',
    search: 'Search jobs',
    subsidiary: 'Subsidiary',
    location: 'Location',
    clearAll: 'Clear all',
    count: (n: number) => (n === 0 ? 'No jobs found' : `${n} ${n === 1 ? 'job found' : 'jobs found'}`),
    more: 'More Details',
    noMatch: 'Try changing your search criteria or send us a spontaneous application.',
    spontaneous: 'Spontaneous application',
    financeTitles: ['Finance & Admin Manager', 'Accountant & Operations Officer'],
    searchWord: 'FINANCE',
  },
];

for (const l of locales) {
  test.describe(`job list (${l.prefix || '/fr'})`, () => {
    test.beforeEach(async ({ page }) => {
      await prepare(page);
    });

    test('shows why join us and every active offer with at most two tags', async ({ page }) => {
      await page.goto(`${l.prefix}/carrieres/rejoignez-nous`);
      await page.locator('form[role="search"][data-ready]').waitFor();
      await expect(page.getByRole('heading', { name: l.why })).toBeVisible();
      await expect(page.getByTestId('why-card')).toHaveCount(4);
      const cards = page.getByTestId('job-card');
      await expect(cards).toHaveCount(3);
      await expect(page.getByTestId('job-count')).toHaveText(l.count(3));
      for (const card of await cards.all()) {
        expect(await card.getByTestId('job-tag').count()).toBeLessThanOrEqual(2);
      }
      // Cards of a row share its height: a shorter card's description still shows three lines at most.
      await page.setViewportSize({ width: 1024, height: 800 });
      const descriptions = cards.locator('p.line-clamp-3');
      await expect(descriptions).toHaveCount(3);
      for (const lines of await descriptions.evaluateAll((texts) => texts.map((text) => text.clientHeight / parseFloat(getComputedStyle(text).lineHeight)))) {
        expect(lines).toBeLessThanOrEqual(3);
      }
      // On a phone the department and contract line wraps: its icons keep their 16 px.
      await page.setViewportSize({ width: 360, height: 740 });
      const iconWidths = await cards.locator('p > svg').evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
      expect(iconWidths).toEqual([16, 16, 16, 16, 16, 16]);
      // Each 'more details' link is named with its offer, for a screen reader's list of links.
      const firstMore = cards.first().getByRole('link', { name: l.more });
      await expect(firstMore).toHaveAccessibleName(`${l.more} : ${await cards.first().getByRole('heading').innerText()}`);
      await expect(firstMore).toHaveAttribute('href', `${l.prefix}/carrieres/offres/hr-talent-manager-nairobi`);
      await expectNoAxeViolations(page);
    });

    test('filters by search on title and department, case-insensitively, and writes the query', async ({ page }) => {
      await page.goto(`${l.prefix}/carrieres/rejoignez-nous`);
      await page.locator('form[role="search"][data-ready]').waitFor();
      await page.getByLabel(l.search).fill(l.searchWord);
      await expect(page.getByTestId('job-count')).toHaveText(l.count(2));
      await expect(page.getByTestId('job-card').getByRole('heading')).toHaveText(l.financeTitles);
      await expect(page).toHaveURL(new RegExp(`\\?q=${l.searchWord}$`));
    });

    test('filters by subsidiary and location, alone and combined, with chips and clear-all', async ({ page }) => {
      await page.goto(`${l.prefix}/carrieres/rejoignez-nous`);
      await page.locator('form[role="search"][data-ready]').waitFor();
      await page.getByLabel(l.subsidiary, { exact: true }).selectOption('gem-e-mobility');
      await expect(page.getByTestId('job-count')).toHaveText(l.count(1));
      await expect(page.getByTestId('filter-chips').getByRole('button')).toHaveText(['GEM E-Mobility']);

      await page.getByLabel(l.location).selectOption('bujumbura');
      await expect(page.getByTestId('job-count')).toHaveText(l.count(0));
      await expect(page.getByTestId('no-match')).toContainText(l.noMatch);
      await page.getByTestId('no-match').getByRole('button', { name: l.spontaneous }).click();
      await expect(page.getByRole('dialog', { name: l.spontaneous })).toBeVisible();
      await expect(page.getByTestId('dialog-form-candidature')).toBeVisible();
      await page.keyboard.press('Escape');
      // Radix gives the focus back to the dialog's button in a timeout after the dialog closes: only
      // then is the focus ours to move (moved earlier, it went back to that button on a loaded machine,
      // and Enter below opened the dialog again).
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByTestId('no-match').getByRole('button', { name: l.spontaneous })).toBeFocused();
      await expect(page).toHaveURL(/filiale=gem-e-mobility&lieu=bujumbura/);

      // Removing the subsidiary chip keeps the location filter.
      // By the keyboard, the focus goes to the subsidiary's field, not back to the top of the page.
      await page.getByTestId('filter-chips').getByRole('button', { name: /GEM E-Mobility/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('job-count')).toHaveText(l.count(1));
      await expect(page.getByLabel(l.subsidiary, { exact: true })).toHaveValue('');
      await expect(page.getByLabel(l.subsidiary, { exact: true })).toBeFocused();
      await expect(page.getByTestId('filter-chips').getByRole('button')).toHaveText(['Bujumbura, Burundi']);

      await page.getByLabel(l.location).selectOption('nairobi');
      await page.getByLabel(l.subsidiary, { exact: true }).selectOption('growth-energy');
      await expect(page.getByTestId('job-count')).toHaveText(l.count(1));
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: l.clearAll }).click();
      await expect(page.getByTestId('job-count')).toHaveText(l.count(3));
      await expect(page.getByLabel(l.search)).toBeFocused();
      await expect(page.getByTestId('filter-chips')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/carrieres/rejoignez-nous$`));
    });

    test('a shared filtered link opens filtered', async ({ page }) => {
      await page.goto(`${l.prefix}/carrieres/rejoignez-nous?q=manager&lieu=nairobi&filiale=growth-energy`);
      await page.locator('form[role="search"][data-ready]').waitFor();
      await expect(page.getByTestId('job-count')).toHaveText(l.count(1));
      await expect(page.getByLabel(l.search)).toHaveValue('manager');
      await expect(page.getByLabel(l.location)).toHaveValue('nairobi');
      await expect(page.getByTestId('filter-chips').getByRole('button')).toHaveCount(3);
    });

    test('the no-match state passes axe in the dark theme', async ({ page }) => {
      await prepare(page, 'dark');
      await page.goto(`${l.prefix}/carrieres/rejoignez-nous?q=zzz`);
      await page.locator('form[role="search"][data-ready]').waitFor();
      await expect(page.getByTestId('no-match')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
    });
  });
}

test('the list is cached, and an address with filters is rendered per request with them', async ({ request }) => {
  for (const prefix of ['', '/en']) {
    const list = await request.get(`${prefix}/carrieres/rejoignez-nous`);
    expect(list.headers()['x-nextjs-cache']).toBe('HIT');
    expect(list.headers()['cache-control']).toContain('s-maxage');

    // A link typed by hand may spell the values in capitals.
    const offersFound = { '?q=financ': 2, '?filiale=gem-e-mobility': 1, '?lieu=bujumbura': 1, '?q=&filiale=&lieu=bujumbura': 1, '?lieu=Bujumbura': 1, '?filiale=GEM-E-Mobility': 1 };
    for (const [query, found] of Object.entries(offersFound)) {
      const filtered = await request.get(`${prefix}/carrieres/rejoignez-nous${query}`);
      expect(filtered.status(), query).toBe(200);
      expect(filtered.headers()['x-nextjs-cache'], query).toBeUndefined();
      expect(filtered.headers()['cache-control'], query).toContain('no-store');
      const html = await filtered.text();
      expect(html.match(/data-testid="job-card"/g)?.length ?? 0, query).toBe(found);
      expect(html, query).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${prefix}/carrieres/rejoignez-nous"/>`));
    }
  }
  // The rewrite's target keeps the query when asked for by its own address.
  const direct = await request.get('/en/filtered/carrieres/rejoignez-nous?lieu=nairobi', { maxRedirects: 0 });
  expect(direct.status()).toBe(308);
  expect(direct.headers()['location']).toBe('/en/carrieres/rejoignez-nous?lieu=nairobi');
});

test('/job lands on the list and scrolls to the openings', async ({ page }) => {
  await prepare(page);
  await page.goto('/job');
  await expect(page).toHaveURL(/\/carrieres\/rejoignez-nous#offres$/);
  await expect(page.locator('#offres')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a link to the openings from another page leaves the keyboard’s focus on them', async ({ page }) => {
  await prepare(page);
  await page.goto('/carrieres/engagements-rh');
  await page.getByRole('link', { name: 'Voir nos offres' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrieres\/rejoignez-nous#offres$/);
  const openings = page.locator('#offres');
  await expect(openings).toBeFocused();
  await expect(openings).toBeInViewport();
  // The next Tab goes on within the openings, not back to the top of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#offres') !== null)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list is server-rendered and the filters are a GET form', async ({ page }) => {
    await page.goto('/en/carrieres/rejoignez-nous');
    await expect(page.getByTestId('job-card')).toHaveCount(3);
    const form = page.getByRole('search');
    await expect(form).toHaveAttribute('method', 'get');
    await page.getByLabel('Subsidiary').selectOption('gem-e-mobility');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/en\/carrieres\/rejoignez-nous\?q=&filiale=gem-e-mobility&lieu=#offres$/);
    // The shared, filtered link shows only its results, without any script.
    await expect(page.getByTestId('job-card')).toHaveCount(1);
    await expect(page.getByTestId('job-count')).toHaveText('1 job found');
  });
});
