import { expect, test, type Locator, type Page } from '@playwright/test';
import { prepare, showMonthWithEvents } from './support';

// A visitor who narrows a list, follows a link and comes back with the browser's Back button finds
// the list as they left it: same filters, same cards. The lists show the bundled content or the
// WordPress stand-in's, depending on what the run has regenerated so far, so the tests choose
// filters without expecting particular cards, and leave through the header rather than a card.

test.beforeEach(async ({ page }) => {
  await prepare(page);
});

function headings(cards: Locator): Promise<string[]> {
  return cards.getByRole('heading').allInnerTexts();
}

/** The list's address with these filters, in whatever order the page wrote them. */
function listAddress(pathname: string, filters: Record<string, string>): (url: URL) => boolean {
  return (url) => url.pathname === pathname && JSON.stringify([...url.searchParams].sort()) === JSON.stringify(Object.entries(filters).sort());
}

/** A client-side visit to another page of the site, then the browser's Back. */
async function leaveAndComeBack(page: Page, listUrl: RegExp | ((url: URL) => boolean)) {
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
}

/** A word of the first card's title, to search for: the list's content depends on the run (above). */
async function wordOfFirstTitle(cards: Locator): Promise<string> {
  const title = await cards.first().getByRole('heading').innerText();
  const word = title.split(/\s+/).find((candidate) => /^[a-z]{5,}$/i.test(candidate));
  expect(word, title).toBeDefined();
  return word!.toLowerCase();
}

test('the press list keeps its tag and search after another page and Back, and after a reload', async ({ page }) => {
  await page.goto('/actualites/communiques');
  const cards = page.getByTestId('press-card');
  const term = await wordOfFirstTitle(cards);
  const search = page.getByPlaceholder('Rechercher un article...');
  await search.fill(term);
  await expect(page).toHaveURL(listAddress('/actualites/communiques', { q: term }));
  const found = await headings(cards);
  expect(found.length).toBeGreaterThan(0);
  // WordPress's releases carry none of the filter tags, so the tag may leave no card.
  const allTags = page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button').first();
  const tag = page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button').nth(1);
  const tagName = await tag.innerText();
  await tag.click();
  const filtered = listAddress('/actualites/communiques', { tag: tagName, q: term });
  await expect(page).toHaveURL(filtered);
  const shown = await headings(cards);

  await leaveAndComeBack(page, filtered);
  await expect(page.getByRole('button', { name: tagName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue(term);
  expect(await headings(cards)).toEqual(shown);
  // The list behind the filters is the one left: without the tag, the search finds what it found.
  await allTags.click();
  await expect(page).toHaveURL(listAddress('/actualites/communiques', { q: term }));
  expect(await headings(cards)).toEqual(found);

  // A reload renders the address on the server, from the content of the moment, which may have
  // moved from the bundled releases to WordPress's since the list was first served.
  await tag.click();
  await expect(page).toHaveURL(filtered);
  await page.reload();
  await expect(page.getByRole('button', { name: tagName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue(term);
  await expect(cards.filter({ hasNotText: term })).toHaveCount(0);
  await expect(cards.filter({ hasNotText: tagName })).toHaveCount(0);
});

test('the English events list keeps its filter, and its calendar the chosen day, after another page and Back', async ({ page }) => {
  await page.goto('/en/actualites/evenements');
  const cards = page.getByTestId('event-card');
  const past = page.locator('button[data-filter="past"]');
  await past.click();
  await expect(past).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?filtre=past$/);
  const shown = await headings(cards);
  expect(shown.length).toBeGreaterThan(0);

  await leaveAndComeBack(page, /\/en\/actualites\/evenements\?filtre=past$/);
  await expect(past).toHaveAttribute('aria-pressed', 'true');
  expect(await headings(cards)).toEqual(shown);

  await page.getByRole('button', { name: 'Calendar' }).click();
  const grid = page.getByRole('grid');
  const marked = grid.locator('button[aria-label*="event"]');
  await showMonthWithEvents(marked, (direction) => page.getByRole('button', { name: direction === 'next' ? 'Next month' : 'Previous month' }).click());
  const day = (await marked.first().getAttribute('data-day')) ?? '';
  await marked.first().click();
  const entries = page.getByTestId('calendar-event');
  const dayTitles = await entries.getByRole('heading').allInnerTexts();
  expect(dayTitles.length).toBeGreaterThan(0);

  await leaveAndComeBack(page, /\/en\/actualites\/evenements\?filtre=past$/);
  await expect(page.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.locator(`td[aria-selected="true"] button[data-day="${day}"]`)).toBeVisible();
  expect(await entries.getByRole('heading').allInnerTexts()).toEqual(dayTitles);
});

// The skip link's #main makes a history entry of the browser's own, which Next's router takes as
// the page's only once the site hands it over: until then, the list's state kept in that entry
// made Back to it, and the close of a layer opened over it, reload the whole page.
test.describe('after the skip link', () => {
  async function calendarAfterSkipLink(page: Page) {
    await page.goto('/en/actualites/evenements');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    const calendar = page.getByRole('button', { name: 'Calendar' });
    await calendar.click();
    await expect(calendar).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    return calendar;
  }

  test('the events list keeps its calendar after another page and Back, without reloading', async ({ page }) => {
    const calendar = await calendarAfterSkipLink(page);
    await leaveAndComeBack(page, /\/en\/actualites\/evenements#main$/);
    await expect(calendar).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('closing the mobile menu over the list leaves the page as it was, without reloading', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const calendar = await calendarAfterSkipLink(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/en\/actualites\/evenements#main$/);
    await expect(calendar).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test('the projects list keeps its subsidiary tab and search after another page and Back', async ({ page }) => {
  await page.goto('/actualites/projets');
  const cards = page.getByTestId('project-card');
  const tab = page.getByRole('tab', { name: 'Growth Energy' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(cards.first()).toContainText('Growth Energy');
  const term = await wordOfFirstTitle(cards);
  const search = page.getByPlaceholder('Rechercher un projet...');
  await search.fill(term);
  const filtered = new RegExp(`/actualites/projets\\?filiale=growth-energy&q=${term}$`);
  await expect(page).toHaveURL(filtered);
  const shown = await headings(cards);
  expect(shown.length).toBeGreaterThan(0);

  await leaveAndComeBack(page, filtered);
  await expect(page.getByRole('tab', { name: 'Growth Energy' })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue(term);
  expect(await headings(cards)).toEqual(shown);
});

test('the media library keeps its tab, layout and search after another page and Back, and after a reload', async ({ page }) => {
  await page.goto('/media');
  const cards = page.getByTestId('media-card');
  const images = page.getByRole('tab', { name: /^Images/ });
  const large = page.getByRole('button', { name: 'Grand format' });
  const search = page.getByLabel('Rechercher un média');
  await images.click();
  await large.click();
  await search.fill('bureau');
  await expect(page.getByTestId('media-grid')).toHaveAttribute('data-layout', 'large');
  // textContent, not innerText: the cards skip rendering off screen (content-visibility), and a skipped card has no innerText.
  const shown = await cards.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const card of shown) expect(card).toContain('bureau');

  for (const comeBack of [() => leaveAndComeBack(page, /\/media\?type=image&q=bureau$/), () => page.reload()]) {
    await comeBack();
    await expect(images).toHaveAttribute('aria-selected', 'true');
    await expect(large).toHaveAttribute('aria-pressed', 'true');
    await expect(search).toHaveValue('bureau');
    await expect(page.getByTestId('media-grid')).toHaveAttribute('data-layout', 'large');
    expect(await cards.allTextContents()).toEqual(shown);
  }
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

test('the article’s and the offer’s links back to their list bring it back as it was left', async ({ page }) => {
  await page.goto('/contact');
  await page.goto('/actualites/communiques');
  const cards = page.getByTestId('press-card');
  // A search that keeps some cards, whichever content the list shows: one is opened.
  const search = page.getByPlaceholder('Rechercher un article...');
  await search.fill('e');
  const shown = await headings(cards);
  expect(shown.length).toBeGreaterThan(0);
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/actualites\/communiques\/.+/);
  await page.getByRole('link', { name: 'Retour aux communiqués' }).click();
  await expect(page).toHaveURL(/\/actualites\/communiques\?q=e$/);
  await expect(search).toHaveValue('e');
  expect(await headings(cards)).toEqual(shown);
  // It went back in the history rather than adding the list to it again.
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);

  await page.goto('/carrieres/rejoignez-nous?q=manager&lieu=nairobi');
  await expect(page.locator('form[role="search"][data-ready]')).toBeVisible();
  const offerLink = page.getByTestId('job-card').first().getByRole('link');
  const offerAddress = await offerLink.getAttribute('href');
  await offerLink.click();
  await expect(page).toHaveURL(/\/carrieres\/offres\//);
  await page.getByRole('link', { name: 'Retour aux offres' }).click();
  await expect(page).toHaveURL(/\/carrieres\/rejoignez-nous\?q=manager&lieu=nairobi$/);
  await expect(page.getByLabel('Rechercher une offre')).toHaveValue('manager');
  // The focus is back on the offer the visitor had opened, as after Back from a full page load.
  await expect(page.locator(`main a[href="${offerAddress}"]`).first()).toBeFocused();

  // Reached from elsewhere, the link is a plain link to the list.
  await page.goto('/actualites/communiques/solio-nouvelle-identite');
  await page.getByRole('link', { name: 'Retour aux communiqués' }).click();
  await expect(page).toHaveURL(/\/actualites\/communiques$/);
});

test('the menu’s link to the list the visitor is on opens it afresh, as the address and Back have it', async ({ page }) => {
  await page.goto('/actualites/communiques');
  const tags = page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button');
  await tags.nth(1).click();
  const search = page.getByPlaceholder('Rechercher un article...');
  await search.fill('e');
  await expect(tags.nth(1)).toHaveAttribute('aria-pressed', 'true');

  // The page's data answers late, so that the visitor leaves before this navigation ends (Next
  // then cancels it, and the history entry is never replaced).
  await page.route(/\/actualites\/communiques\?_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('banner').getByRole('button', { name: 'Actualités' }).click();
  await page.getByRole('menuitem', { name: 'Communiqués' }).click();
  await expect(tags.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('');
  // The list as shown is the one its history entry brings back.
  await leaveAndComeBack(page, /\/actualites\/communiques$/);
  await expect(tags.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('');

  await page.goto('/carrieres/rejoignez-nous');
  await expect(page.locator('form[role="search"][data-ready]')).toBeVisible();
  await page.getByLabel('Lieu').selectOption('bujumbura');
  await expect(page.getByTestId('job-count')).toHaveText('1 offre trouvée');
  await page.getByRole('banner').getByRole('button', { name: 'Carrières' }).click();
  await page.getByRole('menuitem', { name: 'Rejoignez-nous' }).click();
  await expect(page).toHaveURL(/\/carrieres\/rejoignez-nous$/);
  await expect(page.getByLabel('Lieu')).toHaveValue('');
  await expect(page.getByTestId('job-count')).toHaveText('3 offres trouvées');
  // Back is the filtered address, and the list follows it.
  await page.goBack();
  await expect(page).toHaveURL(/\?lieu=bujumbura$/);
  await expect(page.getByLabel('Lieu')).toHaveValue('bujumbura');
  await expect(page.getByTestId('job-count')).toHaveText('1 offre trouvée');
});

test('a copied link to a filtered list opens it filtered, in every list', async ({ page }) => {
  const links = [
    { path: '/actualites/communiques?tag=Solio', filtered: page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button', { name: 'Solio', exact: true }), attribute: 'aria-pressed' },
    { path: '/en/actualites/evenements?filtre=past&q=a', filtered: page.locator('button[data-filter="past"]'), attribute: 'aria-pressed', search: page.getByPlaceholder('Search for an event...') },
    { path: '/actualites/projets?filiale=asking', filtered: page.getByRole('tab', { name: 'Asking' }), attribute: 'aria-selected' },
    { path: '/media?type=document&q=rapport', filtered: page.getByRole('tab', { name: /^Documents/ }), attribute: 'aria-selected', search: page.getByLabel('Rechercher un média') },
  ];
  for (const { path, filtered, attribute, search } of links) {
    await page.goto(path);
    await expect(filtered).toHaveAttribute(attribute, 'true');
    if (search) await expect(search).toHaveValue(new URL(path, 'http://site.test').searchParams.get('q') ?? '');
    // The address keeps the filters as the page leaves them.
    expect(new URL(page.url()).search).toBe(new URL(path, 'http://site.test').search);
  }
  // A value the list does not know is ignored: the list opens unfiltered.
  await page.goto('/actualites/projets?filiale=inconnue');
  await expect(page.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
});

test('the language toggle keeps the lists’ filters, in the other language’s history entry too', async ({ page }) => {
  await page.goto('/actualites/communiques');
  await page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button').nth(1).click();
  const tagName = await page.getByRole('group', { name: 'Filtrer par étiquette' }).locator('[aria-pressed="true"]').innerText();
  await page.getByPlaceholder('Rechercher un article...').fill('e');
  await page.getByRole('link', { name: 'EN, Switch to English' }).click();
  // The carried filters are written into the English address, which a visitor may copy.
  const filtered = new RegExp(`/en/actualites/communiques\\?tag=${encodeURIComponent(tagName).replace(/%20/g, '\\+')}&q=e$`);
  await expect(page).toHaveURL(filtered);
  const englishTags = page.getByRole('group', { name: 'Filter by tag' });
  for (const comeBack of [async () => {}, () => page.reload(), () => leaveAndComeBack(page, filtered)]) {
    await comeBack();
    await expect(englishTags.getByRole('button', { name: tagName, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByPlaceholder('Search for an article...')).toHaveValue('e');
  }

  // Carried to that page only: the French list, reached later, is as its own entry has it.
  await page.goto('/en/actualites/evenements');
  await page.locator('button[data-filter="past"]').click();
  await page.getByRole('link', { name: 'FR, Passer en français' }).click();
  await expect(page).toHaveURL(/\/actualites\/evenements\?filtre=past$/);
  await expect(page.locator('button[data-filter="past"]')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/actualites/communiques');
  await expect(page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByPlaceholder('Rechercher un article...')).toHaveValue('');
});
