import { expect, test, type Page } from '@playwright/test';
import { editWordPressPost, prepare, revalidatePress, wordpressRequests } from './press-helpers';
import { expectNoAxeViolations } from './support';

// The list was prerendered at build time from the bundled releases; the revalidation endpoint makes
// it regenerate from the WordPress stand-in, as an editor's publication would.
// Serial, and the only spec sending press webhooks: a webhook arriving while another's regeneration
// is under way joins it instead of starting its own, so a test could not tell which one read what.
test.describe.configure({ mode: 'serial' });

const partnership = 'Partenariat “Mobilité & Recharge” – sécurité des données';

async function openWordPressList(page: Page, path: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByTestId('press-card').filter({ hasText: /Abidjan/ })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test.beforeAll(async ({ baseURL }) => {
  await revalidatePress(baseURL!);
});

test('lists the WordPress press releases with decoded titles, dates, tags and links', async ({ page }) => {
  await prepare(page);
  await openWordPressList(page, '/actualites/communiques');
  await expect(page.getByRole('heading', { level: 1, name: 'Communiqués de presse' })).toBeVisible();
  await expect(page.getByTestId('press-card')).toHaveCount(3);
  // The spec clamps a card's title to two lines; its link still names the whole title.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const card of await page.getByTestId('press-card').all()) {
      const heading = card.getByRole('heading');
      const shown = await heading.evaluate((element) => {
        const style = getComputedStyle(element);
        return { clamp: style.webkitLineClamp, lines: element.clientHeight / parseFloat(style.lineHeight) };
      });
      expect(shown.clamp).toBe('2');
      expect(shown.lines).toBeLessThanOrEqual(2);
      await expect(card.getByRole('link', { name: /Lire l'article/ })).toHaveAccessibleName(`Lire l'article : ${await heading.textContent()}`);
    }
  }
  const card = page.getByTestId('press-card').filter({ hasText: partnership });
  await expect(card.getByText('1er octobre 2026')).toBeVisible();
  await expect(card.getByText('À la une')).toBeVisible();
  await expect(card.getByRole('link', { name: /Lire l'article/ })).toHaveAttribute('href', '/actualites/communiques/CP-2026-003');
  await expect(card.getByRole('heading')).not.toHaveAttribute('lang');
});

test('search narrows the cards and says when nothing matches', async ({ page }) => {
  await prepare(page);
  await openWordPressList(page, '/actualites/communiques');
  const search = page.getByPlaceholder('Rechercher un article...');
  await search.fill('resultats');
  await expect(page.getByTestId('press-card')).toHaveCount(1);
  await expect(page.getByTestId('press-card')).toContainText('Résultats annuels 2025 & perspectives “2026”');
  await search.fill('zzz introuvable');
  await expect(page.getByText('Aucun article trouvé pour votre recherche.')).toBeVisible();
  // Title and excerpt only (spec §5): a word of a tag alone finds nothing.
  await search.fill('gouvernance');
  await expect(page.getByText('Aucun article trouvé pour votre recherche.')).toBeVisible();
  await search.fill('');
  await expect(page.getByTestId('press-card')).toHaveCount(3);
});

test('tag filters: Tous and the spec tags', async ({ page }) => {
  await prepare(page);
  await openWordPressList(page, '/actualites/communiques');
  const filters = page.getByRole('group', { name: 'Filtrer par étiquette' }).getByRole('button');
  await expect(filters).toHaveText(['Tous', 'Asking', 'Growth Energy', 'GEM', 'MFG', 'Solio', 'Africa']);
  await expect(page.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
  // None of the recorded releases carries a group tag.
  await page.getByRole('button', { name: 'Solio' }).click();
  await expect(page.getByRole('button', { name: 'Solio' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Aucun article trouvé pour votre recherche.')).toBeVisible();
  await page.getByRole('button', { name: 'Tous' }).click();
  await expect(page.getByTestId('press-card')).toHaveCount(3);
});

test('clicking a card shows the loading overlay, then the article', async ({ page }) => {
  await prepare(page);
  // Slow the article's server response down enough to see the overlay. Its prefetch is refused,
  // or the navigation would be served at once from the prefetched copy and the overlay flash by.
  await page.route('**/actualites/communiques/CP-2025-001*', async (route) => {
    if (route.request().headers()['next-router-prefetch']) return route.abort();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await openWordPressList(page, '/actualites/communiques');
  await page.getByTestId('press-card').filter({ hasText: /Abidjan/ }).getByRole('link').click();
  await expect(page.getByText("Chargement de l'article...")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lancement du projet solaire d’Abidjan : « une première » en Côte d’Ivoire');
});

test('English list', async ({ page }) => {
  await prepare(page);
  await openWordPressList(page, '/en/actualites/communiques');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByPlaceholder('Search for an article...')).toBeVisible();
  await expect(page.getByTestId('press-card').first().getByRole('link', { name: /Read the article/ })).toHaveAttribute('href', /^\/en\/actualites\/communiques\//);
  // WordPress writes in French only: its text is marked French for screen readers, the card's own labels stay English.
  const card = page.getByTestId('press-card').filter({ hasText: partnership });
  await expect(card.getByRole('heading')).toHaveAttribute('lang', 'fr');
  await expect(card.getByText('À la une', { exact: true })).toHaveAttribute('lang', 'fr');
  await expect(card.locator('time')).not.toHaveAttribute('lang');
  await expect(card.getByRole('link', { name: /Read the article/ })).not.toHaveAttribute('lang');
  const described = page.getByTestId('press-card').locator('img:not([alt=""])');
  await expect(described).not.toHaveCount(0);
  for (const image of await described.all()) await expect(image).toHaveAttribute('lang', 'fr');
});

for (const dark of [false, true]) {
  test(`list has no axe violations (${dark ? 'dark' : 'light'})`, async ({ page }) => {
    await prepare(page, { dark });
    await openWordPressList(page, '/actualites/communiques');
    await expectNoAxeViolations(page);
  });
}

// An editor's change in WordPress reaches the pages through the webhook, without waiting 5 minutes.
// The edit only appends to a title, so specs running alongside still recognise the article.
// Last: the regenerations the first webhook started are over.
test.describe('an edited title', () => {
  // With characters the card's fonts cannot draw: the card leaves them out rather than fetch a font.
  const edited = `${partnership} (mis à jour 😀 中文)`;

  test.afterAll(async ({ baseURL }) => {
    await editWordPressPost({ base: 'communiques', id: 12 });
    await revalidatePress(baseURL!);
  });

  test('shows on the article, its card and the list after the webhook', async ({ page, request, baseURL }) => {
    await prepare(page);
    // Until the server has made the page's Brotli copy, which the edited page must not inherit, and
    // the page is fresh: one served stale regenerates in the background, and a regeneration under way
    // when the webhook comes takes its place, having read WordPress before the edit.
    await expect
      .poll(
        async () => {
          const headers = (await page.goto('/actualites/communiques/CP-2026-003'))?.headers() ?? {};
          return [headers['content-encoding'], headers['x-nextjs-cache']];
        },
        { timeout: 15_000 },
      )
      .toEqual(['br', 'HIT']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(partnership);

    await editWordPressPost({ base: 'communiques', id: 12, title: edited });
    const before = (await wordpressRequests()).length;
    await revalidatePress(baseURL!);
    // The webhook requests the pages showing the release itself, so they regenerate before anyone
    // looks: with no visitor, the site reads the article by its ACF id (only its page does) and the list.
    // Within 20 s: when the settle pass of this spec's first webhook (15 s after it, README) has just
    // begun regenerating the article as the edit comes, that regeneration stands for the webhook's,
    // having read the title before the edit, and the article is read again by this webhook's own
    // settle pass.
    await expect
      .poll(
        async () => {
          const reads = (await wordpressRequests()).slice(before);
          return ['slug=cp-2026-003', 'per_page=50'].filter((query) => reads.some((read) => read.includes(query)));
        },
        { timeout: 20_000 },
      )
      .toEqual(['slug=cp-2026-003', 'per_page=50']);
    // Stale-while-revalidate: a visit may still find the regeneration under way.
    await expect(async () => {
      await page.goto('/actualites/communiques/CP-2026-003');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    expect(card.searchParams.get('title')).toBe(edited);
    const image = await request.get(card.pathname + card.search);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await expect(async () => {
      await page.goto('/actualites/communiques');
      await expect(page.getByTestId('press-card').filter({ hasText: edited })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  });
});
