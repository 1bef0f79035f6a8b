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
