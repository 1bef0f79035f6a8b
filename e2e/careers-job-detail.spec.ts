import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, prepare } from './support';

const sectionIds = ['company', 'mission', 'values', 'program', 'duties', 'profile', 'offer', 'apply', 'additional'];

const locales = [
  {
    prefix: '',
    title: 'Responsable RH & Talents',
    jobType: 'CDI, temps plein',
    headings: ['À propos de Growth Energy', 'Notre mission', 'Nos valeurs', 'Pourquoi ce poste', 'Principales responsabilités', 'Profil recherché', 'Ce que nous offrons', 'Comment postuler', 'Informations complémentaires'],
    duty: 'Recrutement et intégration',
    probation: 'Période d’essai de 3 à 6 mois',
    back: 'Retour aux offres',
    share: 'Partager',
    copied: 'Lien copié',
    failed: 'Impossible de copier le lien.',
    submit: 'Envoyer ma candidature',
    formTitle: 'Postuler à cette offre',
  },
  {
    prefix: '/en',
    title: 'HR & Talent Manager',
    jobType: 'Permanent, full-time',
    headings: ['About Growth Energy', 'Our mission', 'Our values', 'Why this position', 'Main responsibilities', 'Required profile', 'What we offer', 'How to apply', 'Additional information'],
    duty: 'Recruitment and onboarding',
    probation: 'Probation period of 3 to 6 months',
    back: 'Back to job openings',
    share: 'Share',
    copied: 'Link Copied',
    failed: 'Could not copy the link.',
    submit: 'Submit Application',
    formTitle: 'Apply for this position',
  },
];

const slug = 'hr-talent-manager-nairobi';

for (const l of locales) {
  test.describe(`job detail (${l.prefix || '/fr'})`, () => {
    test.beforeEach(async ({ page }) => {
      await prepare(page);
      // A deterministic fallback: no native share sheet.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
    });

    test('shows the hero, every section in the page language, and the application column', async ({ page }) => {
      await page.goto(`${l.prefix}/carrieres/offres/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
      await expect(page.getByTestId('job-hero-facts')).toContainText('Nairobi, Kenya');
      await expect(page.getByTestId('job-hero-facts')).toContainText(l.jobType);
      for (const [index, id] of sectionIds.entries()) {
        await expect(page.getByTestId(`job-section-${id}`).getByRole('heading', { level: 2 })).toHaveText(l.headings[index] ?? '');
      }
      await expect(page.getByTestId('job-section-duties').getByRole('heading', { level: 3 }).first()).toHaveText(l.duty);
      // Every titled list sits right under its title, in the profile as in the duties.
      const gaps = await page.locator('[data-testid^="job-section-"] h3').evaluateAll((titles) =>
        titles.map((title) => Math.round((title.nextElementSibling?.getBoundingClientRect().top ?? Infinity) - title.getBoundingClientRect().bottom)),
      );
      expect(gaps.length).toBeGreaterThanOrEqual(6);
      expect(new Set(gaps)).toEqual(new Set([0]));
      await expect(page.getByTestId('job-section-additional')).toContainText(l.probation);
      await expect(page.getByTestId('job-section-apply').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByTestId('application-column')).toBeVisible();
      // The form is named by its own heading, not read as part of the offer's last section.
      const form = page.getByRole('region', { name: l.formTitle });
      await expect(form.getByRole('heading', { level: 2 })).toHaveText(l.formTitle);
      // The offer's sections are reached by their headings; the form is the one region of the page's content.
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
      await expect(form.getByTestId('job-application-form')).toBeVisible();
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const jsonLd = blocks.map((block) => JSON.parse(block) as { '@type': string }).find((data) => data['@type'] === 'JobPosting');
      expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: l.title, baseSalary: { currency: 'USD' }, directApply: true });
      await expectNoAxeViolations(page);
    });

    test('the application column is sticky beside the offer on a tall desktop screen and below it on mobile', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 1000 });
      await page.goto(`${l.prefix}/carrieres/offres/${slug}`);
      const column = page.getByTestId('application-column');
      await expect(column).toHaveCSS('position', 'sticky');
      const article = await page.locator('article').boundingBox();
      const aside = await column.boundingBox();
      expect(aside && article && aside.x > article.x + article.width - 1).toBe(true);
      const submit = column.getByRole('button', { name: l.submit });
      await page.mouse.wheel(0, 1500);
      // The wheel scroll lands asynchronously: once the page has moved, the whole form is in view.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect(submit).toBeInViewport({ ratio: 1 });

      // On a laptop screen the column scrolls with the page, nothing clipped inside it.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(column).toHaveCSS('position', 'static');
      expect(await column.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport();

      await page.setViewportSize({ width: 390, height: 800 });
      const articleMobile = await page.locator('article').boundingBox();
      const asideMobile = await column.boundingBox();
      expect(asideMobile && articleMobile && asideMobile.y >= articleMobile.y + articleMobile.height).toBe(true);
    });

    test('share copies the link to the clipboard when there is no share sheet', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto(`${l.prefix}/carrieres/offres/${slug}`);
      await page.getByRole('button', { name: l.share }).click();
      await expect(page.getByText(l.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });

    test('share reports a clipboard failure', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
      });
      await page.goto(`${l.prefix}/carrieres/offres/${slug}`);
      await page.getByRole('button', { name: l.share }).click();
      await expect(page.getByText(l.failed)).toBeVisible();
    });

    test('the back link returns to the openings', async ({ page }) => {
      await page.goto(`${l.prefix}/carrieres/offres/${slug}`);
      await page.getByRole('link', { name: l.back }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/carrieres/rejoignez-nous#offres$`));
    });
  });
}

test('the English page uses the English twin and the French page the French text', async ({ page }) => {
  await prepare(page);
  await page.goto('/carrieres/offres/accountant-operations-officer-bujumbura');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comptable et chargé(e) des opérations');
  await expect(page.getByTestId('job-section-duties')).toContainText('Saisir et rapprocher les opérations comptables et bancaires.');
  await page.goto('/en/carrieres/offres/accountant-operations-officer-bujumbura');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accountant & Operations Officer');
  await expect(page.getByTestId('job-section-duties')).toContainText('Record and reconcile accounting and bank transactions.');
});

const redirects: [string, string][] = [
  ['/carrieres/offres/solar-project-engineer-zanzibar', '/carrieres/rejoignez-nous'],
  ['/carrieres/offres/no-such-offer', '/carrieres/rejoignez-nous'],
  ['/en/carrieres/offres/solar-project-engineer-zanzibar', '/en/carrieres/rejoignez-nous'],
  ['/en/carrieres/offres/no-such-offer', '/en/carrieres/rejoignez-nous'],
];

for (const [from, to] of redirects) {
  test(`an inactive or unknown offer redirects: ${from}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  });
}
