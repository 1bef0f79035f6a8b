import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, prepare } from './support';

const locales = [
  { prefix: '', tabs: ['Développement', 'Bien-être', 'Diversité', 'Engagement'], firstCards: ['Formation continue', 'Santé', 'Égalité femmes-hommes', 'Impact environnemental'], stats: ['45\u00a0%', 'de femmes', '14', 'nationalités', '6', 'villes', '5', 'pays'] },
  { prefix: '/en', tabs: ['Development', 'Well-being', 'Diversity', 'Engagement'], firstCards: ['Continuous learning', 'Health', 'Gender equality', 'Environmental impact'], stats: ['45%', 'women', '14', 'nationalities', '6', 'cities', '5', 'countries'] },
];

for (const l of locales) {
  test(`HR commitments: tabs, cards, statistics and testimonials (${l.prefix || '/fr'})`, async ({ page }) => {
    await prepare(page);
    await page.goto(`${l.prefix}/carrieres/engagements-rh`);
    await expect(page.getByRole('tab')).toHaveText(l.tabs);
    for (const [index, name] of l.tabs.entries()) {
      const tab = page.getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const cards = page.getByRole('tabpanel').getByTestId('hr-card');
      await expect(cards).toHaveCount(4);
      await expect(cards.first().getByRole('heading')).toHaveText(l.firstCards[index] ?? '');
    }
    const stats = page.getByTestId('hr-stats');
    for (const text of l.stats) await expect(stats).toContainText(text);
    const testimonials = page.getByTestId('testimonial');
    await expect(testimonials).toHaveCount(3);
    await expect(testimonials.first()).toContainText('Growth Energy');
    await expect(testimonials.first().getByRole('img')).toHaveAttribute('alt', /Amina Wanjiru/);
    await expectNoAxeViolations(page);
  });
}

test('HR tabs work with the keyboard, and Back shows the chosen one again', async ({ page }) => {
  await prepare(page);
  await page.goto('/en/carrieres/engagements-rh');
  await page.getByRole('tab', { name: 'Development' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Well-being' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByTestId('hr-card').first()).toContainText('Health');
  // And the chosen tab is the one shown again on Back.
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Well-being' })).toHaveAttribute('aria-selected', 'true');
});

test('the closing invitation offers the openings and a spontaneous application', async ({ page }) => {
  await prepare(page);
  await page.goto('/carrieres/engagements-rh');
  await expect(page.getByRole('link', { name: 'Voir nos offres' })).toHaveAttribute('href', '/carrieres/rejoignez-nous#offres');
  await page.getByRole('button', { name: 'Candidature spontanée' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Candidature spontanée' })).toBeVisible();
});
