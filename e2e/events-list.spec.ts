import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectSearchByFirstCard, prepare, showMonthWithEvents } from './support';

test.beforeEach(async ({ page }) => {
  await prepare(page);
});

test('search narrows the cards over title and place, ignoring case, with the empty text', async ({ page }) => {
  await page.goto('/actualites/evenements');
  const cards = page.getByTestId('event-card');
  const search = page.getByPlaceholder('Rechercher un événement...');
  await expectSearchByFirstCard(cards, search, 'event-location');
  await search.fill('aucun-evenement-ne-contient-ceci');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('Aucun événement trouvé.')).toBeVisible();
  // Screen readers hear the count change.
  await expect(page.getByTestId('live-count')).toHaveText('Aucun événement');
  await search.fill('');
  await expect(page.getByTestId('live-count')).toHaveText(`${await cards.count()} événements`);
});

test('filter buttons show counts that match the cards they show', async ({ page }) => {
  await page.goto('/actualites/evenements');
  const cards = page.getByTestId('event-card');
  const total = await cards.count();
  const expectedStatus: Record<string, string[]> = { upcoming: ['upcoming'], past: ['past'], spotlight: ['spotlight', 'upcoming', 'past'] };
  let sum = 0;
  const said: string[] = [];
  for (const filter of ['all', 'upcoming', 'past', 'spotlight']) {
    const button = page.locator(`button[data-filter="${filter}"]`);
    const count = Number(await button.getByTestId('filter-count').innerText());
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(count);
    said.push((await page.getByTestId('live-count').textContent()) ?? '');
    if (filter === 'all') expect(count).toBe(total);
    if (filter === 'upcoming' || filter === 'past') sum += count;
    const allowed = expectedStatus[filter];
    if (allowed) {
      for (const status of await cards.locator('[data-status]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status') ?? ''))) {
        expect(allowed).toContain(status);
      }
    }
  }
  // A screen reader speaks a live region whose text changed: each filter's count is said, even the
  // same number as the filter before (the first click, on the filter already chosen, changes nothing).
  for (let index = 2; index < said.length; index += 1) expect(said[index], said.join(' | ')).not.toBe(said[index - 1]);
  // Every event's status is spotlight, upcoming or past: the two status filters leave out spotlight ones only.
  await page.locator('button[data-filter="all"]').click();
  await expect(cards).toHaveCount(total);
  const spotlightStatus = await cards.locator('[data-status="spotlight"]').count();
  expect(sum + spotlightStatus).toBe(total);
  await expect(page.getByRole('button', { name: /^Passés/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Spotlight/ })).toBeVisible();
});

test('a card leads to the event page at the slug of its title, by its one link', async ({ page }) => {
  await page.goto('/actualites/evenements');
  const card = page.getByTestId('event-card').first();
  const title = await card.getByRole('heading').innerText();
  await expect(card.getByRole('link')).toHaveCount(1);
  await card.getByRole('link', { name: `Voir l’événement : ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/actualites\/evenements\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the calendar is driven by the keyboard and lists the chosen day’s events', async ({ page }) => {
  await page.goto('/actualites/evenements');
  await page.getByRole('button', { name: 'Calendrier' }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await grid.locator('button[tabindex="0"]').focus();

  // Page Down (or Page Up) month by month until a day carries events.
  const marked = grid.locator('button[aria-label*="événement"]');
  await showMonthWithEvents(marked, (direction) => page.keyboard.press(direction === 'next' ? 'PageDown' : 'PageUp'));
  const target = (await marked.first().getAttribute('data-day')) ?? '';
  const focused = async () => (await page.evaluate(() => document.activeElement?.getAttribute('data-day'))) ?? '';
  // Walk to it with the arrow keys.
  for (let i = 0; i < 62 && (await focused()) !== target; i += 1) await page.keyboard.press((await focused()) < target ? 'ArrowRight' : 'ArrowLeft');
  expect(await focused()).toBe(target);
  await page.keyboard.press('Enter');
  const entries = page.getByTestId('calendar-event');
  await expect(entries.first()).toBeVisible();
  // Named with their event: a screen reader's list of links tells the day's events apart.
  const title = await entries.first().getByRole('heading').innerText();
  for (const label of ['Consulter', 'Ajouter au calendrier']) {
    await expect(entries.first().getByRole('link', { name: label })).toHaveAccessibleName(`${label} : ${title}`);
  }

  // A search in the calendar is answered too, as in the list.
  const search = page.getByPlaceholder('Rechercher un événement...');
  await search.fill('zzzz');
  await expect(page.getByTestId('live-count')).toHaveText('Aucun événement');
  await search.fill('');
  await expect(page.getByTestId('live-count')).not.toHaveText('Aucun événement');

  // A day without events says so.
  const emptyDay = grid.locator('button:not([aria-label*="événement"])').first();
  await emptyDay.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Aucun événement prévu pour cette date.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone, a tapped day brings its events into view; ‘Ajouter au calendrier’ downloads an .ics file in UTC', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/actualites/evenements');
  await page.getByRole('button', { name: 'Calendrier' }).click();
  const grid = page.getByRole('grid');
  const marked = grid.locator('button[aria-label*="événement"]');
  await showMonthWithEvents(marked, (direction) => page.getByRole('button', { name: direction === 'next' ? 'Mois suivant' : 'Mois précédent' }).click());
  // Below the grid, the day's events start off screen.
  await expect(page.getByRole('heading', { name: /^Événements du / })).not.toBeInViewport();
  await marked.first().click();
  await expect(page.getByTestId('calendar-event').first()).toBeInViewport();
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('calendar-event').first().getByRole('link', { name: 'Ajouter au calendrier' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toMatch(/DTSTART(;VALUE=DATE)?:\d{8}(T\d{6}Z)?/);
});

test('the .ics handler and the subscription feed answer calendars', async ({ request }) => {
  const one = await request.get('/api/events/ics?event=inauguration-centrale-solaire-nairobi');
  expect(one.status()).toBe(200);
  expect(one.headers()['content-type']).toContain('text/calendar');
  // Named after the title in the calendar's language, as the page's address is.
  expect(one.headers()['content-disposition']).toBe('attachment; filename="inauguration-de-la-centrale-solaire-de-nairobi.ics"');
  const english = await request.get('/api/events/ics?event=inauguration-centrale-solaire-nairobi&locale=en');
  expect(english.headers()['content-disposition']).toBe('attachment; filename="inauguration-of-the-nairobi-solar-plant.ics"');
  const text = await one.text();
  // 10h00 in Nairobi (UTC+3) on 12 February 2027.
  expect(text).toContain('DTSTART:20270212T070000Z');
  expect(text).toContain('DTEND:20270212T100000Z');
  // An event keeps the clocks of its place: 9:00 am in Bujumbura is UTC+2, not Nairobi's UTC+3.
  const bujumbura = await (await request.get('/api/events/ics?event=journee-portes-ouvertes-gem-bujumbura')).text();
  expect(bujumbura).toContain('DTSTART:20261205T070000Z');
  expect(bujumbura).toContain('DTEND:20261205T140000Z');

  const feed = await request.get('/api/events/feed?locale=en');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect((await feed.text()).match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThan(1);

  expect((await request.get('/api/events/ics?event=nothing-here')).status()).toBe(404);
});

// axe runs on both lists, in both themes, in accessibility.spec.ts.
test('the English events list names its search and its card links in English', async ({ page }) => {
  await prepare(page);
  await page.goto('/en/actualites/evenements');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByPlaceholder('Search for an event...')).toBeVisible();
  const card = page.getByTestId('event-card').first();
  const title = await card.getByRole('heading').innerText();
  // The title keeps its own language inside the name; Chrome reads a space before the colon.
  await expect(card.getByRole('link', { name: `View the event : ${title}`, exact: true })).toBeVisible();
});
