import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { outageControl, outageRequests, revalidate, revalidateEverything, startOutageSite, type StandInMode } from './outage-helpers';
import { outageSiteUrl } from './stand-ins/ports';
import { expectNoAxeViolations, localePath, locales, locationHeaders, prepare, setStoredTheme, type TestLocale } from './support';

// WordPress outages (issue 4's outage policy, issue 5's events banner), against a production server
// of its own whose WordPress stand-in starts down: the other specs keep theirs. Each step builds on
// the previous one (WordPress never answered, then answered, then fails), hence serial.
// Pages are regenerated through the revalidation webhook: stale-while-revalidate, so a page's new
// version shows from the visit after the one that triggered it; `x-nextjs-cache: HIT` after a
// webhook says that new version is the one being served.

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: outageSiteUrl });

const failureTexts = {
  fr: {
    eventsBanner: 'Erreur lors du chargement des événements WordPress. Affichage des événements statiques.',
    press: 'Erreur lors du chargement des communiqués.',
    projects: 'Erreur lors du chargement des projets.',
  },
  en: {
    eventsBanner: 'Error while loading the WordPress events. Showing the static events.',
    press: 'Error while loading press releases.',
    projects: 'Error while loading the projects.',
  },
} as const;

/** A static event (lib/content/bundled/events.ts), shown under the banner. */
const staticEvent = { fr: 'Forum africain de la transition énergétique', en: 'African Energy Transition Forum' } as const;

/** Titles of the stand-in's recorded WordPress content (lib/wordpress/fixtures), the same in both locales. */
const wordpress = {
  press: 'Partenariat “Mobilité & Recharge” – sécurité des données',
  event: 'Inauguration de la centrale « Soleil d’Afrique »',
  project: 'Centrale solaire de Bouaké',
};
type Titles = typeof wordpress;

const pages = {
  press: '/actualites/communiques',
  article: '/actualites/communiques/CP-2026-003',
  events: '/actualites/evenements',
  projects: '/actualites/projets',
};
const listPaths = locales.flatMap((locale) => [pages.press, pages.events, pages.projects].map((path) => localePath(locale, path)));
const everyPath = locales.flatMap((locale) => Object.values(pages).map((path) => localePath(locale, path)));

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

/** What a visitor sees while WordPress serves (or last served) `titles`: its content, no failure text. */
async function expectWordPressContent(page: Page, locale: TestLocale, titles: Titles) {
  const texts = failureTexts[locale];
  await visit(page, localePath(locale, pages.press));
  await expect(page.getByTestId('press-card').filter({ hasText: titles.press })).toHaveCount(1);
  await expect(page.getByText(texts.press)).toHaveCount(0);

  await visit(page, localePath(locale, pages.article));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.press);

  await visit(page, localePath(locale, pages.events));
  await expect(page.getByTestId('event-card').filter({ hasText: titles.event })).toHaveCount(1);
  await expect(page.getByText(texts.eventsBanner)).toHaveCount(0);

  await visit(page, localePath(locale, pages.projects));
  await expect(page.getByTestId('project-card').filter({ hasText: titles.project })).toHaveCount(1);
  await expect(page.getByText(texts.projects)).toHaveCount(0);
}

/**
 * Polls the pages until each serves a version rendered after the last webhook (`HIT`: the visit that
 * finds a page stale gets its previous version and starts the regeneration). Every answer on the way
 * must be a 200 within `maxAnswerMs`: a visitor never waits for the regeneration.
 */
async function expectRegenerated(request: APIRequestContext, paths: string[], { timeout = 15_000, maxAnswerMs = 3_000 } = {}) {
  const problems: string[] = [];
  await expect(async () => {
    // Every page on each round: a page's first visit is what starts its regeneration.
    const stale: string[] = [];
    for (const path of paths) {
      const started = Date.now();
      const response = await request.get(path);
      const elapsed = Date.now() - started;
      if (response.status() !== 200 || elapsed > maxAnswerMs) problems.push(`${path}: ${response.status()} in ${elapsed} ms`);
      if (response.headers()['x-nextjs-cache'] !== 'HIT') stale.push(path);
    }
    expect(stale, 'pages not regenerated yet').toEqual([]);
  }).toPass({ timeout, intervals: [250] });
  expect(problems).toEqual([]);
}

/** Waits until each page answers 200 from the cache: the page to change is cached before the change. */
async function expectServedFromCache(request: APIRequestContext, paths: string[]) {
  await expect(async () => {
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
    }
  }).toPass({ timeout: 15_000 });
}

async function switchTo(mode: StandInMode) {
  await outageControl('mode', { mode });
  await revalidateEverything();
}

let stopSite: (() => Promise<void>) | undefined;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  stopSite = await startOutageSite(testInfo.outputPath('outage-site.log'));
});

test.afterAll(async () => {
  await stopSite?.();
});

test.beforeEach(async ({ page }) => {
  await prepare(page);
});

test('WordPress never answered: the events banner over the static events, the press and projects failure texts', async ({ page, request }) => {
  // The build holds bundled content; the webhook makes the pages read WordPress, which is down.
  await revalidateEverything();
  await expectRegenerated(request, listPaths);
  for (const locale of locales) {
    const texts = failureTexts[locale];
    await visit(page, localePath(locale, pages.events));
    await expect(page.getByRole('status').filter({ hasText: texts.eventsBanner })).toBeVisible();
    await expect(page.getByTestId('event-card').filter({ hasText: staticEvent[locale] })).toHaveCount(1);

    await visit(page, localePath(locale, pages.press));
    await expect(page.getByRole('alert').filter({ hasText: texts.press })).toBeVisible();
    await expect(page.getByTestId('press-card')).toHaveCount(0);

    await visit(page, localePath(locale, pages.projects));
    await expect(page.getByRole('alert').filter({ hasText: texts.projects })).toBeVisible();
    await expect(page.getByTestId('project-card')).toHaveCount(0);
  }
  // The banner is readable in the dark theme too.
  await setStoredTheme(page, 'dark');
  await visit(page, pages.events);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('status').filter({ hasText: failureTexts.fr.eventsBanner })).toBeVisible();
  await expectNoAxeViolations(page);
});

const unavailableTexts = {
  fr: { title: 'Page momentanément indisponible', retry: 'Réessayer' },
  en: { title: 'Page temporarily unavailable', retry: 'Try again' },
} as const;

/** Items of the stand-in's recordings that this server never read: no good copy of them is kept. */
const neverRead = ['/actualites/communiques/resultats-annuels-2025', '/actualites/evenements/inauguration-soleil-dafrique', '/actualites/projets/mini-reseau-hybride-stockage-a-madagascar'];

test('WordPress never answered: an item never read is unavailable (500, not cached), not a 404', async ({ page, request }) => {
  for (const locale of locales) {
    for (const path of neverRead) {
      const url = localePath(locale, path);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(500);
      expect(response.headers()['cache-control'], url).toContain('no-store');
      // The server HTML already says it, in the page's language, inside the site's layout.
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${locale}"`);
      expect(html, url).toContain(`<h1 class="text-3xl font-semibold">${unavailableTexts[locale].title}</h1>`);
      expect(html, url).toContain('<meta name="robots" content="noindex, follow"/>');

      // And still once the browser has taken over (app/[locale]/error.tsx).
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(unavailableTexts[locale].title);
      await expect(page.getByRole('link', { name: unavailableTexts[locale].retry })).toHaveAttribute('href', url);
      await expect(page.getByRole('navigation', { name: locale === 'fr' ? 'Navigation principale' : 'Main navigation' })).toBeVisible();
    }
  }
  const calendar = await request.get('/api/events/ics?event=inauguration-soleil-dafrique');
  expect(calendar.status()).toBe(503);
  // The subscription feed does not hand the bundled demo events to calendar apps as the real ones.
  for (const locale of locales) {
    const feed = await request.get(`/api/events/feed?locale=${locale}`);
    expect(feed.status(), locale).toBe(503);
    expect(feed.headers()['retry-after'], locale).toBe('60');
  }
});

test('WordPress answers: after the webhook its content replaces the failure texts', async ({ page, request }) => {
  await switchTo('normal');
  await expectRegenerated(request, everyPath);
  for (const locale of locales) await expectWordPressContent(page, locale, wordpress);
});

for (const mode of ['500', 'garbage', 'down'] as const) {
  test(`WordPress ${mode === 'down' ? 'down' : `answering ${mode}`}: visitors keep the last good content`, async ({ page, request }) => {
    await switchTo(mode);
    // Every page regenerated with WordPress failing, and still serving what it last served.
    await expectRegenerated(request, everyPath);
    for (const locale of locales) await expectWordPressContent(page, locale, wordpress);
    const feed = await request.get('/api/events/feed');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Inauguration de la centrale « Soleil d’Afrique »');
  });
}

test('WordPress hanging: cached pages answer at once, then keep the last good content after its timeouts', async ({ page, request }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  await switchTo('hang');
  // The article page's list read is the full scan: 15 s, twice; the others 10 s, twice.
  await expectRegenerated(request, everyPath, { timeout: 45_000 });
  // The regenerations did wait for WordPress's timeouts, while every visit was answered at once.
  expect(Date.now() - started).toBeGreaterThan(2 * 10_000 - 1_000);
  for (const locale of locales) await expectWordPressContent(page, locale, wordpress);

  // An article no visitor opened yet: at most one read waits out its timeouts, the others fail at
  // once while WordPress hangs, and the page comes from the press list the site last read.
  const opened = Date.now();
  await visit(page, localePath('en', '/actualites/communiques/resultats-annuels-2025'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats annuels 2025 & perspectives “2026”');
  expect(Date.now() - opened).toBeLessThan(2 * 10_000 + 5_000);
});

test('WordPress back: fresh content returns after the webhook', async ({ page, request }) => {
  const edited: Titles = {
    press: `${wordpress.press} (mis à jour)`,
    event: `${wordpress.event} (reportée)`,
    project: `${wordpress.project} (phase 2)`,
  };
  // Editors' changes made while the site could not read them.
  await outageControl('edit', { base: 'communiques', id: 12, title: edited.press });
  await outageControl('edit', { base: 'evenements', id: 18, title: edited.event });
  await outageControl('edit', { base: 'projets', id: 20, title: edited.project });
  await switchTo('normal');
  await expectRegenerated(request, everyPath);
  for (const locale of locales) await expectWordPressContent(page, locale, edited);
});

test('a project unpublished in WordPress leads to the list and its notice after the webhook', async ({ page, request }) => {
  const paths = locales.map((locale) => localePath(locale, '/actualites/projets/bornes-recharge-dakar'));
  await expectServedFromCache(request, paths);
  // Its WordPress id, the old site's address: read now, so the site holds a good copy of it.
  const byId = locales.map((locale) => localePath(locale, '/actualites/projets/22'));
  for (const path of byId) expect((await request.get(path)).status(), path).toBe(200);

  await outageControl('unpublish', { base: 'projets', id: 22 });
  await revalidate({ type: 'projet', id: 22, slug: 'bornes-recharge-dakar', status: 'draft' });
  // WordPress refuses a draft's id path (401) rather than saying it has none (404): gone all the same.
  for (const [index, path] of byId.entries()) {
    await expect(async () => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(locationHeaders(response), path).toEqual([localePath(locales[index]!, '/actualites/projets?notFound=1')]);
    }).toPass({ timeout: 10_000 });
  }
  // The regenerated redirect keeps its Location, on the visit that regenerates it and from the cache.
  for (const [index, path] of paths.entries()) {
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(locationHeaders(response), path).toEqual([localePath(locales[index]!, '/actualites/projets?notFound=1')]);
    }
  }
  await page.goto(paths[0]!);
  await expect(page).toHaveURL(/\/actualites\/projets\?notFound=1$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Projet non trouvé' })).toBeVisible();
});

test('a project gone from WordPress redirects with its Location once its stale pages regenerate in the background', async ({ request }) => {
  const paths = locales.map((locale) => localePath(locale, '/actualites/projets/mini-reseau-hybride-stockage-a-madagascar'));
  const targets = locales.map((locale) => localePath(locale, '/actualites/projets?notFound=1'));
  await expectServedFromCache(request, paths);

  await outageControl('unpublish', { base: 'projets', id: 24 });
  // A webhook that gives no status only marks the pages stale: they regenerate in the background, as
  // they do once their 5 minutes are up when no webhook comes. Next dropped the Location there.
  await revalidate({ type: 'projet' });
  await expect(async () => {
    for (const [index, path] of paths.entries()) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
      expect(locationHeaders(response), path).toEqual([targets[index]]);
    }
  }).toPass({ timeout: 15_000 });
});

test('WordPress slow: a save made while the previous save regenerates its pages shows once they have', async ({ page, request }) => {
  test.setTimeout(90_000);
  const article = localePath('fr', pages.article);
  await expectServedFromCache(request, [article]);
  const save = { type: 'communique', id: 12, slug: 'partenariat-mobilite-recharge', status: 'publish' } as const;

  // The block editor saves a post, then its ACF fields in a second request: two webhooks in a row.
  await outageControl('delay', { ms: 2_000 });
  await outageControl('edit', { base: 'communiques', id: 12, title: 'Première version' });
  const before = (await outageRequests()).length;
  await revalidate(save);
  // The article's regeneration has read WordPress, which answers two seconds later with the first save.
  await expect.poll(async () => (await outageRequests()).slice(before).some((read) => read.includes('slug=cp-2026-003')), { timeout: 15_000 }).toBe(true);
  await outageControl('edit', { base: 'communiques', id: 12, title: 'Version finale' });
  await revalidate(save);
  await outageControl('delay', { ms: 0 });

  // That regeneration ends after the second webhook, which Next then takes for fresh: only the
  // server's second pass of the webhook (lib/content/settle-pass.ts) brings the final version.
  await expect(async () => {
    await visit(page, article);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version finale', { timeout: 500 });
  }).toPass({ timeout: 45_000, intervals: [1_000] });
});
