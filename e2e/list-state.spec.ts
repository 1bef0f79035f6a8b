import { expect, test, type Locator, type Page } from '@playwright/test';
import { prepare } from './support';

// A visitor who narrows a list, opens an item and comes back with the browser's Back button finds
// the list as they left it: same filters, same cards. The lists' contents differ between the
// bundled content and the WordPress stand-in, so each test picks a filter from the cards it sees.

test.beforeEach(async ({ page }) => {
  await prepare(page);
});

function headings(cards: Locator): Promise<string[]> {
  return cards.getByRole('heading').allInnerTexts();
}

/** The first of `buttons` (toggles or tabs, told by `state`) that leaves some cards but not all, once clicked. */
async function clickNarrowingFilter(buttons: Locator, cards: Locator, state: 'aria-pressed' | 'aria-selected' = 'aria-pressed'): Promise<Locator> {
  const total = await cards.count();
  for (const button of await buttons.all()) {
    await button.click();
    await expect(button).toHaveAttribute(state, 'true');
    const shown = await cards.count();
    if (shown > 0 && shown < total) return button;
  }
  throw new Error('no filter narrows the list');
}

async function openFirstCardAndComeBack(page: Page, cards: Locator, listUrl: RegExp) {
  await cards.first().getByRole('link').first().click();
  await expect(page).not.toHaveURL(listUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
}

test('the press list keeps its tag and search after an article and Back, and after a reload', async ({ page }) => {
  await page.goto('/actualites/communiques');
  const cards = page.getByTestId('press-card');
  const tags = page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button').filter({ hasNotText: 'Tous' });
  const tag = await clickNarrowingFilter(tags, cards);
  const tagName = await tag.innerText();
  const search = page.getByPlaceholder('Rechercher un article...');
  const word = (await cards.first().getByRole('heading').innerText()).split(/\s+/).find((w) => w.length > 4) ?? '';
  await search.fill(word);
  const shown = await headings(cards);
  expect(shown.length).toBeGreaterThan(0);

  await openFirstCardAndComeBack(page, cards, /\/actualites\/communiques$/);
  await expect(page.getByRole('button', { name: tagName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue(word);
  expect(await headings(cards)).toEqual(shown);

  await page.reload();
  await expect(page.getByRole('button', { name: tagName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue(word);
  expect(await headings(cards)).toEqual(shown);
});

test('the English events list keeps its filter, and its calendar the chosen day, after an event and Back', async ({ page }) => {
  await page.goto('/en/actualites/evenements');
  const cards = page.getByTestId('event-card');
  const filters = page.locator('button[data-filter]:not([data-filter="all"])');
  const filter = await clickNarrowingFilter(filters, cards);
  const filterName = await filter.getAttribute('data-filter');
  const shown = await headings(cards);

  await openFirstCardAndComeBack(page, cards, /\/en\/actualites\/evenements$/);
  await expect(page.locator(`button[data-filter="${filterName}"]`)).toHaveAttribute('aria-pressed', 'true');
  expect(await headings(cards)).toEqual(shown);

  await page.getByRole('button', { name: 'Calendar' }).click();
  const grid = page.getByRole('grid');
  const marked = grid.locator('button[aria-label*="event"]');
  for (let i = 0; i < 24 && (await marked.count()) === 0; i += 1) await page.getByRole('button', { name: 'Next month' }).click();
  const day = (await marked.first().getAttribute('data-day')) ?? '';
  await marked.first().click();
  const entries = page.getByTestId('calendar-event');
  const dayTitles = await entries.getByRole('heading').allInnerTexts();
  expect(dayTitles.length).toBeGreaterThan(0);

  await entries.first().getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.locator(`td[aria-selected="true"] button[data-day="${day}"]`)).toBeVisible();
  expect(await entries.getByRole('heading').allInnerTexts()).toEqual(dayTitles);
});

test('the projects list keeps its subsidiary tab and search after a project and Back', async ({ page }) => {
  await page.goto('/actualites/projets');
  const cards = page.getByTestId('project-card');
  const tabs = page.getByRole('tab').filter({ hasNotText: 'Tous' });
  const tab = await clickNarrowingFilter(tabs, cards, 'aria-selected');
  const tabName = await tab.innerText();
  const search = page.getByPlaceholder('Rechercher un projet...');
  const location = (await cards.first().getByTestId('project-location').innerText()).trim();
  await search.fill(location);
  const shown = await headings(cards);
  expect(shown.length).toBeGreaterThan(0);

  await openFirstCardAndComeBack(page, cards, /\/actualites\/projets$/);
  await expect(page.getByRole('tab', { name: tabName, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue(location);
  expect(await headings(cards)).toEqual(shown);
});

test('the job list shows the filters of its address after an offer and Back, in both languages', async ({ page }) => {
  for (const l of [
    { prefix: '', location: 'Lieu', search: 'Rechercher une offre', count: '1 offre trouvée' },
    { prefix: '/en', location: 'Location', search: 'Search jobs', count: '2 jobs found' },
  ]) {
    await page.goto(`${l.prefix}/carrieres/rejoignez-nous`);
    await expect(page.locator('form[role="search"][data-ready]')).toBeVisible();
    await page.getByLabel(l.location).selectOption('nairobi');
    await page.getByLabel(l.search).fill('manager');
    await expect(page.getByTestId('job-count')).toHaveText(l.count);
    await expect(page).toHaveURL(/\?q=manager&lieu=nairobi$/);
    const shown = await headings(page.getByTestId('job-card'));

    await page.getByTestId('job-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/carrieres\/offres\//);
    await page.goBack();
    await expect(page).toHaveURL(/\?q=manager&lieu=nairobi$/);
    await expect(page.getByLabel(l.location)).toHaveValue('nairobi');
    await expect(page.getByLabel(l.search)).toHaveValue('manager');
    await expect(page.getByTestId('job-count')).toHaveText(l.count);
    expect(await headings(page.getByTestId('job-card'))).toEqual(shown);
  }
});
