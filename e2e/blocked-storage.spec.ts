import { expect, test, type Page } from '@playwright/test';
import { mailerRequestsFor, toast, uniqueEmail } from './forms-helpers';
import { collectConsoleProblems } from './support';

// Some visitors' settings refuse site data: reading window.localStorage then throws. The site must
// work for them, only without remembering their choices.
async function refuseSiteData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

test.beforeEach(async ({ page }) => {
  await refuseSiteData(page);
});

test('pages render and the cookie banner works when the browser refuses site data', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accélérer la transition énergétique et numérique');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/all-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes les Soumissions' })).toBeVisible();
  await expect(page.getByText('Aucune soumission reçue pour le moment.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the contact form still sends when the browser refuses site data', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const email = uniqueEmail();
  await page.goto('/contact');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Refuser les cookies optionnels' }).click();
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Amélie');
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Diallo');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Sujet/ }).fill('Partenariat solaire');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Bonjour, parlons de votre projet.');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(toast(page, 'Message envoyé')).toBeVisible();
  expect(await mailerRequestsFor(email)).toHaveLength(1);
  expect(problems).toEqual([]);
});
