import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hideCookieBanner, toast } from './forms-helpers';

const records = [
  { id: '1', timestamp: '2026-05-01T10:00:00.000Z', name: 'Amélie Diallo', email: 'amelie@example.com', phone: '+33 6 12 34 56 78', message: 'Sujet: Partenariat\n\nMessage: Bonjour', formType: 'contact' },
  { id: '2', timestamp: '2026-05-03T10:00:00.000Z', name: 'Jean Dupont', email: 'jean@example.com', message: 'Je postule', formType: 'postuler', jobTitle: 'HR & Talent Manager', hasCv: true, cvFileName: 'cv.pdf' },
  { id: '3', timestamp: '2026-05-02T10:00:00.000Z', name: 'Awa Traoré', email: 'awa@example.com', message: 'Je viens', formType: 'inscription', eventTitle: 'Inauguration Nairobi' },
];

test.beforeEach(async ({ page }) => {
  await hideCookieBanner(page);
});

async function seed(page: import('@playwright/test').Page) {
  await page.goto('/all-submissions');
  await page.evaluate((value) => window.localStorage.setItem('formSubmissions', JSON.stringify(value)), records);
  await page.reload();
}

test('lists the stored submissions newest first, with badges and the subject split out', async ({ page }) => {
  await seed(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes les Soumissions' })).toBeVisible();
  await expect(page.getByTestId('submissions-count')).toHaveText('3 soumission(s) reçue(s)');
  const cards = page.getByTestId('submission-card');
  await expect(cards.getByRole('heading')).toHaveText(['Jean Dupont', 'Awa Traoré', 'Amélie Diallo']);
  await expect(cards.nth(0)).toContainText('Candidature pour poste');
  await expect(cards.nth(0)).toContainText('Poste:HR & Talent Manager');
  await expect(cards.nth(0)).toContainText('CV:cv.pdf');
  await expect(cards.nth(1)).toContainText('Inscription événement');
  await expect(cards.nth(1)).toContainText('Événement:Inauguration Nairobi');
  await expect(cards.nth(2)).toContainText('Contact général');
  await expect(cards.nth(2)).toContainText('Sujet:Partenariat');
  await expect(cards.nth(2)).toContainText('Message:Bonjour');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('deletes one submission, then all of them, with the keyboard staying on the list', async ({ page }) => {
  await seed(page);
  const deleteButton = (name: string) => page.getByRole('button', { name: `Supprimer la soumission ${name}` });
  await deleteButton('d’Awa Traoré').focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Soumission supprimée')).toContainText('La soumission a été supprimée avec succès.');
  await expect(page.getByTestId('submissions-count')).toHaveText('2 soumission(s) reçue(s)');
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('formSubmissions') ?? '[]').length)).toBe(2);
  // The card now in the deleted one's place, then, from the last card, the one before it.
  await expect(deleteButton('d’Amélie Diallo')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('submissions-count')).toHaveText('1 soumission(s) reçue(s)');
  await expect(deleteButton('de Jean Dupont')).toBeFocused();
  await page.getByRole('button', { name: 'Tout supprimer' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Toutes les soumissions supprimées')).toContainText('Toutes les soumissions ont été supprimées avec succès.');
  await expect(page.getByText('Aucune soumission reçue pour le moment.')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Tout supprimer' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('formSubmissions'))).toBeNull();
});

test('refreshes when another tab stores a submission', async ({ page, context }) => {
  await page.goto('/all-submissions');
  await expect(page.getByTestId('submissions-count')).toHaveText('0 soumission(s) reçue(s)');
  const other = await context.newPage();
  await other.goto('/all-submissions');
  await other.evaluate((value) => window.localStorage.setItem('formSubmissions', JSON.stringify(value)), records.slice(0, 1));
  await expect(page.getByTestId('submissions-count')).toHaveText('1 soumission(s) reçue(s)');
});

test('speaks English at /en/all-submissions', async ({ page }) => {
  await page.goto('/en/all-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'All submissions' })).toBeVisible();
  await expect(page.getByText('No submissions received yet.')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`submissions page has no axe violations (${theme})`, async ({ page }) => {
    await hideCookieBanner(page, theme);
    await seed(page);
    await expect(page.getByTestId('submission-card')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
}
