// On a slow phone a list's server HTML takes input before its scripts run: what the visitor types
// or chooses then must filter the list once they do, and stay in its field.
import { expect, test } from '@playwright/test';
import { holdScripts, prepare } from './support';

test.beforeEach(async ({ page }) => {
  await prepare(page);
});

for (const list of [
  { path: '/actualites/evenements', search: 'Rechercher un événement...', empty: 'Aucun événement trouvé.', rerender: 'À venir' },
  { path: '/actualites/communiques', search: 'Rechercher un article...', empty: 'Aucun article trouvé pour votre recherche.', rerender: 'GEM' },
]) {
  test(`${list.path}: a search typed before the scripts run filters once they do`, async ({ page }) => {
    const runScripts = await holdScripts(page);
    await page.goto(list.path, { waitUntil: 'domcontentloaded' });
    const search = page.getByPlaceholder(list.search);
    await search.fill('zzz introuvable');
    runScripts();
    await expect(page.getByText(list.empty)).toBeVisible();
    // A later render (a filter chosen) keeps the text.
    await page.getByRole('button', { name: list.rerender, exact: false }).first().click();
    await expect(search).toHaveValue('zzz introuvable');
    await expect(page.getByText(list.empty)).toBeVisible();
  });
}

test('jobs list: a search and a subsidiary chosen before the scripts run filter once they do, and go in the address', async ({ page }) => {
  const runScripts = await holdScripts(page);
  await page.goto('/carrieres/rejoignez-nous', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Rechercher une offre').fill('financ');
  await page.getByLabel('Filiale', { exact: true }).selectOption('gem-e-mobility');
  runScripts();
  await page.locator('form[role="search"][data-ready]').waitFor();
  await expect(page.getByLabel('Rechercher une offre')).toHaveValue('financ');
  await expect(page.getByLabel('Filiale', { exact: true })).toHaveValue('gem-e-mobility');
  await expect(page.getByTestId('filter-chips').getByRole('button')).toHaveText(['Recherche : financ', 'GEM E-Mobility']);
  await expect(page).toHaveURL(/\?q=financ&filiale=gem-e-mobility/);
});

// A copied link to a filtered list: its HTML is the filtered list, so a slow phone never shows the
// whole list first and then shrinks it under the visitor's eyes (nor does a browser without
// JavaScript). Once the scripts run, the list's own filters agree with the server's.
// Addresses with filters are rendered from WordPress's content in this run, whose press releases
// carry none of the filter tags: the press link's list is empty, the others' are not.
for (const link of [
  { path: '/actualites/communiques?tag=Solio', list: 'press', leavesCards: false },
  { path: '/en/actualites/evenements?filtre=past&q=a', list: 'events', leavesCards: true },
  { path: '/actualites/projets?filiale=growth-energy', list: 'projects', leavesCards: true },
  { path: '/media?type=document&q=rapport', list: 'media', leavesCards: true },
] as const) {
  test(`${link.path}: the link's list is filtered before the scripts run`, async ({ page }) => {
    const controls = {
      press: { chosen: page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button', { name: 'Solio', exact: true }), all: page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button', { name: 'Tous', exact: true }), state: 'aria-pressed' },
      events: { chosen: page.locator('button[data-filter="past"]'), all: page.locator('button[data-filter="all"]'), state: 'aria-pressed' },
      projects: { chosen: page.getByRole('tab', { name: 'Growth Energy' }), all: page.getByRole('tab', { name: 'Tous' }), state: 'aria-selected' },
      media: { chosen: page.getByRole('tab', { name: /^Documents/ }), all: page.getByRole('tab', { name: /^Tous/ }), state: 'aria-selected' },
    };
    const names = {
      press: page.getByTestId('press-card').getByRole('heading'),
      events: page.getByTestId('event-card').getByRole('heading'),
      projects: page.getByTestId('project-card').getByRole('heading'),
      media: page.getByTestId('media-card').locator('p[title]'),
    }[link.list];
    const { chosen, all, state } = controls[link.list];
    const query = new URL(link.path, 'http://site.test').searchParams.get('q');

    const runScripts = await holdScripts(page);
    await page.goto(link.path, { waitUntil: 'domcontentloaded' });
    await expect(chosen).toHaveAttribute(state, 'true');
    if (query) await expect(page.getByRole('searchbox')).toHaveValue(query);
    const filtered = await names.allInnerTexts();
    expect(filtered.length > 0, link.path).toBe(link.leavesCards);

    runScripts();
    // Once the scripts run, the list answers its own filters, and the link's brings back the
    // server's cards; the address holds the link's filters again.
    // A click before hydration is lost (the page gives no sign of it), hence the retries.
    await expect(async () => {
      await all.click();
      await expect(all).toHaveAttribute(state, 'true', { timeout: 500 });
    }).toPass();
    await chosen.click();
    await expect(chosen).toHaveAttribute(state, 'true');
    await expect(names).toHaveText(filtered);
    const sorted = (address: string) => [...new URL(address, 'http://site.test').searchParams].sort().join('&');
    expect(sorted(page.url())).toBe(sorted(link.path));
  });
}

// A link written by hand names a filter as it pleases: a press tag in lower case or by its tag's
// name (the spec lists 'africa', 'growth-energy'), a subsidiary in capitals.
for (const link of [
  { path: '/actualites/communiques?tag=africa', chosen: 'Africa', address: '?tag=Africa' },
  { path: '/actualites/communiques?tag=growth-energy', chosen: 'Growth Energy', address: '?tag=Growth+Energy' },
  { path: '/en/actualites/projets?filiale=GEM', chosen: 'GEM E-Mobility', address: '?filiale=gem' },
]) {
  test(`${link.path}: the filter it names is chosen, in the list's own spelling once the scripts run`, async ({ page }) => {
    const control = link.path.includes('projets')
      ? { chosen: page.getByRole('tab', { name: link.chosen }), state: 'aria-selected' }
      : { chosen: page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button', { name: link.chosen, exact: true }), state: 'aria-pressed' };
    const runScripts = await holdScripts(page);
    await page.goto(link.path, { waitUntil: 'domcontentloaded' });
    await expect(control.chosen).toHaveAttribute(control.state, 'true');
    runScripts();
    await expect(page).toHaveURL(new URL(link.path.replace(/\?.*/, link.address), page.url()).href);
    await expect(control.chosen).toHaveAttribute(control.state, 'true');
  });
}

test('a list’s own address stays cached; an address with filters is rendered per request, its canonical the list', async ({ request }) => {
  for (const [list, query] of [
    ['/actualites/communiques', '?tag=Solio'],
    ['/en/actualites/evenements', '?q=a'],
    ['/actualites/projets', '?filiale=asking'],
    ['/en/media', '?type=video'],
  ] as const) {
    await request.get(list);
    const own = await request.get(list);
    // From the page cache: fresh, or past its 5 minutes (a slow run reaches this later) and sent
    // while it is rendered again.
    expect(['HIT', 'STALE'], list).toContain(own.headers()['x-nextjs-cache']);
    expect(own.headers()['cache-control'], list).not.toContain('no-store');
    const filtered = await request.get(`${list}${query}`);
    expect(filtered.status(), query).toBe(200);
    expect(filtered.headers()['cache-control'], query).toContain('no-store');
    expect(await filtered.text(), query).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${list}"/>`));
  }
  // A hostile query is text in the page (the search field's value), never markup.
  const hostile = await request.get(`/media?q=${encodeURIComponent('</script><script>alert(1)</script><img src=x onerror=alert(2)>')}`);
  expect(hostile.status()).toBe(200);
  const html = await hostile.text();
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toContain('<img src=x');
  // The route that renders them is not an address of its own; the query is kept.
  const direct = await request.get('/filtered/actualites/communiques?tag=Solio', { maxRedirects: 0 });
  expect(direct.status()).toBe(308);
  expect(direct.headers()['location']).toBe('/actualites/communiques?tag=Solio');
});

// A tap on a button before the scripts run used to do nothing: it is carried out once they do.
test.describe('a tap before the scripts run', () => {
  test('opens the mobile menu once they do, once however many times it came', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const runScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
    // Nothing seemed to happen, so the visitor tapped again.
    await opener.click();
    await opener.click();
    runScripts();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // One history entry, as a tap after the scripts would take: Back closes the menu and stays.
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('chooses a list’s filter and tab, the last one tapped winning', async ({ page }) => {
    const runScripts = await holdScripts(page);
    await page.goto('/actualites/projets', { waitUntil: 'domcontentloaded' });
    await page.getByRole('tab', { name: 'Asking' }).click();
    await page.getByRole('tab', { name: 'GEM E-Mobility' }).click();
    runScripts();
    await expect(page.getByRole('tab', { name: 'GEM E-Mobility' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?filiale=gem$/);

    await page.unrouteAll();
    const runPressScripts = await holdScripts(page);
    await page.goto('/actualites/communiques', { waitUntil: 'domcontentloaded' });
    const tags = page.getByRole('group', { name: 'Filtrer par étiquette' });
    await tags.getByRole('button', { name: 'Solio', exact: true }).click();
    runPressScripts();
    await expect(tags.getByRole('button', { name: 'Solio', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?tag=Solio$/);
  });

  test('is left to React once it listens, where the early-tap script looks for its marker', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // React's own marker, which the early-tap script reads to leave taps to React: were it renamed,
    // taps as the page starts working would be carried out twice.
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening')))).toBe(true);
  });
});
