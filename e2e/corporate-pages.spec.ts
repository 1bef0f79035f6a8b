import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, formatNumber, localePath, locales } from './corporate-helpers';
import { chromeAccessibleNames } from './support';

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const certificationTitles = [
  'ISO 9001:2015',
  'Solar Energy Professional',
  'Salesforce Partner Consultant',
  'Excellence Partner (ERP software)',
  'AWS Solutions Architect Associate',
  'PMP',
  'Climate & Renewable Energy Finance expert',
];

const offices = ['Paris', 'Marseille', 'Montréal', 'Nairobi', 'Abuja', 'Lagos', 'Enugu', 'Zanzibar', 'Bujumbura'];

for (const { locale, prefix } of locales) {
  test.describe(`corporate pages (${locale})`, () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test('home: hero, topics, tabs, activities, subsidiaries, JSON-LD and social tags', async ({ page }) => {
      await page.goto(localePath(prefix, '/'));
      const main = page.locator('main');
      await expect(main.locator('h1')).toBeVisible();
      await expect(main.locator(`a[href="${localePath(prefix, '/presentation')}"]`).first()).toBeVisible();
      await expect(main.locator(`a[href="${localePath(prefix, '/contact')}"]`).first()).toBeVisible();

      const video = main.locator('video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect(video).toHaveAttribute('playsinline', '');
      await expect(main.locator('section').first().locator('img')).toHaveAttribute('fetchpriority', 'high');

      const topicTargets = ['/filiales/growth-energy', '/filiales/asking', '/filiales/gem-e-mobility', '/presence', '/showrooms'];
      const topics = main.locator('[data-topic]');
      await expect(topics).toHaveCount(5);
      for (const [index, target] of topicTargets.entries()) {
        await expect(topics.nth(index)).toHaveAttribute('href', localePath(prefix, target));
      }
      // The showrooms exist in English only: the French card says so before the visitor lands there.
      const showrooms = main.locator('[data-topic="showrooms"]');
      if (locale === 'fr') {
        await expect(showrooms).toHaveAttribute('hreflang', 'en');
        await expect(showrooms).toContainText('Page en anglais');
      } else {
        await expect(showrooms).not.toHaveAttribute('hreflang', /.*/);
        await expect(showrooms).not.toContainText('Page en anglais');
      }

      await expect(main.getByRole('tab')).toHaveCount(3);
      await expect(main.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(main.getByRole('tabpanel').locator(`a[href="${localePath(prefix, '/mission-vision')}"]`)).toBeVisible();
      await expect(main.locator(`a[href="${localePath(prefix, '/activites')}"]`)).toBeVisible();
      for (const slug of ['growth-energy', 'asking', 'mfg-technologies', 'gem-e-mobility']) {
        await expect(main.locator('#subsidiaries').locator(`a[href="${localePath(prefix, `/filiales/${slug}`)}"]`)).toBeVisible();
      }

      const data = await jsonLd(page);
      expect(data.some((item) => item['@type'] === 'WebPage' && item.inLanguage === (locale === 'fr' ? 'fr-FR' : 'en-US'))).toBe(true);
      await expect(page).toHaveTitle(/Solio/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', locale === 'fr' ? /:\d+\/?$/ : /:\d+\/en$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', locale === 'fr' ? /:\d+\/?$/ : /:\d+\/en$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);
    });

    test('presentation: buttons, history, impact figures and Organization JSON-LD', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localePath(prefix, '/presentation'));
      const main = page.locator('main');
      await expect(main.locator(`a[href="${localePath(prefix, '/nos-filiales')}"]`)).toBeVisible();
      await expect(main.locator(`a[href="${localePath(prefix, '/contact')}"]`)).toBeVisible();
      await expect(main.locator('#history')).toContainText('2019');
      await expect(main.locator('#history')).toContainText('2025');
      const impact = main.locator('#impact');
      for (const figure of [formatNumber(37000, locale), '+30', '5']) {
        await expect(impact.getByTestId('counter-value').filter({ hasText: new RegExp(`^${figure.replace('+', '\\+')}$`) })).toHaveCount(1);
      }
      await expect(impact).toContainText('500 kW');
      await expect(impact).toContainText(formatNumber(2000, locale));
      const org = (await jsonLd(page)).find((item) => item['@type'] === 'Organization');
      expect(org?.foundingDate).toBe('2019');
      await expect(main.locator('blockquote')).toBeVisible();
    });

    test('presentation: the scroll-down arrow is there on a phone too, and leads to the history', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(localePath(prefix, '/presentation'));
      const arrow = page.locator('main').getByRole('link', { name: locale === 'fr' ? 'Faire défiler jusqu’à notre histoire' : 'Scroll down to our history' });
      await expect(arrow).toBeVisible();
      await arrow.click();
      await expect(page.locator('#history h2')).toBeInViewport();
      await expect(page).toHaveURL(/#history$/);
    });

    test('mission-vision: mission, vision, three objectives, four values', async ({ page }) => {
      await page.goto(localePath(prefix, '/mission-vision'));
      const main = page.locator('main');
      await expect(main.locator('#mission h2')).toBeVisible();
      await expect(main.locator('#vision h2')).toBeVisible();
      await expect(main.locator('#objectives li')).toHaveCount(3);
      await expect(main.locator('#values li')).toHaveCount(4);
    });

    test('certifications: the seven cards with date and category, and both excellence lists', async ({ page }) => {
      await page.goto(localePath(prefix, '/certifications'));
      const cards = page.getByTestId('certification-card');
      await expect(cards).toHaveCount(7);
      for (const title of certificationTitles) {
        await expect(cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) })).toHaveCount(1);
      }
      const iso = cards.filter({ hasText: 'ISO 9001:2015' });
      await expect(iso.locator('time')).toHaveAttribute('datetime', '2024-12');
      await expect(iso.locator('time')).toHaveText(locale === 'fr' ? 'décembre 2024' : 'December 2024');
      expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-category')))).toEqual([
        'quality', 'energy', 'digital', 'industry', 'cloud', 'management', 'energy',
      ]);
      await expect(page.locator('#excellence-energy')).toContainText('ISO 9001:2015');
      await expect(page.locator('#excellence-digital')).toContainText('AWS Solutions Architect Associate');
    });

    test('culture: four pillars, three principle tabs, diversity and careers calls to action', async ({ page }) => {
      await page.goto(localePath(prefix, '/culture'));
      const main = page.locator('main');
      await expect(main.locator('#pillars li')).toHaveCount(4);
      // The tabs are lieu, facon and croissance: where, how and evolution.
      await expect(main.getByRole('tab')).toHaveText(locale === 'fr' ? ['Où', 'Comment', 'Évolution'] : ['Where', 'How', 'Evolution']);
      await expect(main.locator('#diversity h2')).toBeVisible();
      await expect(main.locator(`a[href="${localePath(prefix, '/carrieres/rejoignez-nous')}"]`)).toBeVisible();
      await expect(main.locator(`a[href="${localePath(prefix, '/carrieres/engagements-rh')}"]`)).toBeVisible();
    });

    test('activities: audit offer, four expertise blocks and contact', async ({ page }) => {
      await page.goto(localePath(prefix, '/activites'));
      const main = page.locator('main');
      await expect(main.locator('#audit').locator(`a[href="${localePath(prefix, '/contact')}"]`)).toBeVisible();
      expect(await main.locator('[data-expertise]').evaluateAll((els) => els.map((el) => el.getAttribute('data-expertise')))).toEqual([
        'solar', 'mobility', 'digital', 'financing',
      ]);
      await expect(main.locator(`a[href="${localePath(prefix, '/contact')}"]`)).toHaveCount(2);
    });

    test('presence: offices by region in the list and on the drawn map', async ({ page }) => {
      await page.goto(localePath(prefix, '/presence'));
      const regions = page.locator('[data-region]');
      const expected: Record<string, string[]> = {
        france: ['Paris', 'Marseille'],
        canada: ['Montréal'],
        'africa-headquarters': ['Nairobi'],
        nigeria: ['Abuja', 'Lagos', 'Enugu'],
        zanzibar: ['Zanzibar'],
        burundi: ['Bujumbura'],
      };
      await expect(regions).toHaveCount(6);
      for (const [region, cities] of Object.entries(expected)) {
        const texts = await page.locator(`[data-region="${region}"] li[data-office]`).allTextContents();
        expect(texts.map((t) => t.split('·')[0]?.trim())).toEqual(cities);
      }
      const map = page.getByTestId('presence-map');
      await expect(map.locator('g[data-office]')).toHaveCount(9);
      for (const city of offices) await expect(map.locator('desc')).toContainText(city);
      // Named by its title, described by its offices: read once, not twice over.
      await expect(map).toHaveAccessibleName(locale === 'fr' ? 'Carte de nos bureaux' : 'Map of our offices');
      await expect(map).toHaveAccessibleDescription(/^Paris \(France\), .*Bujumbura \(Burundi\)$/);
      // The map is drawn by the project: no image or tile is requested from elsewhere.
      await expect(map.locator('image')).toHaveCount(0);
      await expect(map.locator('text').first()).toBeVisible();
      // On a phone the labels would be unreadably small: the markers stay, the list names the offices.
      await page.setViewportSize({ width: 390, height: 800 });
      await expect(map.locator('text').first()).toBeHidden();
      await expect(map.locator('circle')).toHaveCount(9);
    });

    test('nos-filiales: four subsidiary cards and three why-us blocks', async ({ page }) => {
      await page.goto(localePath(prefix, '/nos-filiales'));
      const main = page.locator('main');
      await expect(main.locator('article')).toHaveCount(4);
      await expect(main.locator('#why-us li')).toHaveCount(3);
      // The hidden part of each link's text follows the page language's punctuation.
      const names = await main.locator('article a').allTextContents();
      const discover = locale === 'fr' ? 'Découvrir\u00a0: ' : 'Discover: ';
      expect(names).toEqual(['Growth Energy', 'Asking', 'MFG Technologies', 'GEM E-Mobility'].map((name) => `${discover}${name}`));
    });

    test('filiales: each section links to its subsidiary under a name with its words apart, as Chrome computes it', async ({ page }) => {
      await page.goto(localePath(prefix, '/filiales'));
      // Chrome's own accessible names: it dropped the space between two texts in the button's flex box.
      const names = await chromeAccessibleNames(page, `main a[href^="${localePath(prefix, '/filiales/')}"]`);
      const discover = locale === 'fr' ? 'Découvrir' : 'Discover';
      expect(names).toEqual(['Growth Energy', 'Asking', 'MFG Technologies', 'GEM E-Mobility'].map((name) => `${discover} ${name}`));
    });

    const counters: Record<string, string[]> = {
      'growth-energy': ['5+', '115', '24+', '100k+'],
      asking: ['15+', '45+', '20+'],
      'mfg-technologies': ['20+', '100+', '100'],
      'gem-e-mobility': ['#1', '120\u00a0kW'],
    };

    for (const [slug, figures] of Object.entries(counters)) {
      test(`subsidiary ${slug}: server HTML holds the final counters, in one row that fills the width; external link opens a new tab`, async ({ page, request }) => {
        const html = await (await request.get(localePath(prefix, `/filiales/${slug}`))).text();
        for (const figure of figures) expect(html).toContain(`data-final="${figure}"`);
        const values = [...html.matchAll(/data-testid="counter-value"[^>]*>([^<]+)</g)].map((match) => match[1]);
        expect(values).toEqual(figures);

        await page.goto(localePath(prefix, `/filiales/${slug}`));
        // At 1280 px, one row, whatever the number of figures, with no empty columns.
        const cards = await page.locator('[data-slot="counter-card"]').evaluateAll((found) => found.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
        const grid = await page.locator('[data-slot="counter-card"]').first().evaluate((card) => card.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
        expect(new Set(cards.map((card) => Math.round(card.top))).size).toBe(1);
        expect(Math.abs(cards.at(-1)!.right - grid.right)).toBeLessThan(2);
        const external = page.locator('main a[target="_blank"]').first();
        await expect(external).toHaveAttribute('rel', /noopener/);
        await expect(external).toHaveAttribute('href', new RegExp(`^https://${slug}\\.example`));
      });
    }

    test('a name that starts with a vowel is elided after de in French', async ({ page }) => {
      await page.goto(localePath(prefix, '/filiales/asking'));
      await expect(page.getByRole('link', { name: locale === 'fr' ? /^Visiter le site d’Asking/ : /^Visit the Asking website/ })).toBeVisible();
      await page.goto(localePath(prefix, '/gouvernance/direction'));
      await expect(page.getByRole('img', { name: locale === 'fr' ? 'Portrait d’Amani Kariuki' : 'Portrait of Amani Kariuki' })).toBeVisible();
    });

    test('growth-energy: four-step process, news cards and the Nairobi note', async ({ page }) => {
      await page.goto(localePath(prefix, '/filiales/growth-energy'));
      await expect(page.locator('#process li')).toHaveCount(4);
      await expect(page.locator(`#news a[href="${localePath(prefix, '/actualites/evenements/3')}"]`)).toBeVisible();
      await expect(page.locator(`#news a[href="${localePath(prefix, '/actualites/evenements/inauguration-centrale-solaire-nairobi')}"]`)).toBeVisible();
      await expect(page.locator('#nairobi-note-title')).toContainText('Nairobi');
      // The two cards lead to two events: the first to a forum, the second to the inauguration.
      await page.locator(`#news a[href="${localePath(prefix, '/actualites/evenements/3')}"]`).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'fr' ? 'Forum africain de la transition énergétique' : 'African Energy Transition Forum');
    });

    test('direction: six leaders with portrait, name, title and profile link', async ({ page }) => {
      await page.goto(localePath(prefix, '/gouvernance/direction'));
      const leaders = page.getByTestId('leader');
      await expect(leaders).toHaveCount(6);
      for (const leader of await leaders.all()) {
        await expect(leader.locator('img')).toHaveAttribute('alt', /\S/);
        await expect(leader.locator('h2')).not.toBeEmpty();
        await expect(leader.locator('p').first()).not.toBeEmpty();
        await expect(leader.locator('a[target="_blank"]')).toHaveAttribute('rel', /noopener/);
      }
    });

    test('executive committee: five executives with biographies, anchors, index and monthly meetings', async ({ page }) => {
      await page.goto(localePath(prefix, '/gouvernance/comite-executif'));
      const executives = page.getByTestId('executive');
      await expect(executives).toHaveCount(5);
      const ids = await executives.locator('article').evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toContain('exec-elodie-marchand');
      expect(ids).toContain('exec-helene-n-diaye-cote');
      for (const id of ids) {
        expect(id).toMatch(/^exec-[a-z0-9]+(-[a-z0-9]+)*$/);
        await expect(page.locator(`nav[data-slot="section-index"] a[href="#${id}"]`)).toHaveCount(1);
      }
      for (const executive of await executives.all()) await expect(executive.locator('article p')).not.toHaveCount(0);
      await expect(page.getByTestId('committee-meetings')).toContainText(locale === 'fr' ? 'chaque mois' : 'monthly');
    });
  });
}
