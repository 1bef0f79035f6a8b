import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, hideCookieBanner, mailerRequestsFor, toast, uniqueEmail, watchValidationCode } from './forms-helpers';

const texts = {
  fr: {
    path: '/contact',
    labels: { prenom: 'Prénom', nom: 'Nom', email: 'Email', telephone: 'Téléphone', sujet: 'Sujet', message: 'Message' },
    submit: 'Envoyer le message',
    success: ['Message envoyé', 'Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.'],
    failure: ['Erreur d’envoi', 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer.'],
    rateLimit: ['Trop de tentatives', 'Veuillez réessayer dans 60 minutes.'],
  },
  en: {
    path: '/en/contact',
    labels: { prenom: 'First name', nom: 'Last name', email: 'Email', telephone: 'Phone', sujet: 'Subject', message: 'Message' },
    submit: 'Send message',
    success: ['Message sent', 'Your message has been sent successfully. We will respond to you as soon as possible.'],
    failure: ['Sending error', 'An error occurred while sending your message. Please try again.'],
    rateLimit: ['Too Many Attempts', 'Please try again in 60 minutes.'],
  },
} as const;

test.beforeEach(async ({ page }) => {
  await hideCookieBanner(page);
});

for (const locale of ['fr', 'en'] as const) {
  const t = texts[locale];

  test.describe(`contact form (${locale})`, () => {
    async function fill(page: import('@playwright/test').Page, email: string) {
      const form = page.getByTestId('contact-form');
      await form.getByLabel(t.labels.prenom, { exact: false }).first().fill('Amélie');
      await form.getByRole('textbox', { name: new RegExp(`^${t.labels.nom}`) }).fill('Diallo');
      await form.getByRole('textbox', { name: new RegExp(`^${t.labels.email}`) }).fill(email);
      await form.getByRole('textbox', { name: new RegExp(`^${t.labels.telephone}`) }).fill('+33 6 12 34 56 78');
      await form.getByRole('textbox', { name: new RegExp(`^${t.labels.sujet}`) }).fill('Partenariat solaire');
      await form.getByRole('textbox', { name: new RegExp(`^${t.labels.message}`) }).fill('Bonjour, parlons de votre projet.');
      return form;
    }

    test('sends, shows the success toast, clears the fields and keeps a local copy', async ({ page }) => {
      const email = uniqueEmail();
      await page.goto(t.path);
      const form = await fill(page, email);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.success[0])).toContainText(t.success[1]);
      await expect(form.getByRole('textbox', { name: new RegExp(`^${t.labels.email}`) })).toHaveValue('');
      const [sent] = await mailerRequestsFor(email);
      expect(sent?.path).toBe('/contact-basic.php');
      expect(sent?.json).toEqual({ prenom: 'Amélie', nom: 'Diallo', email, telephone: '+33 6 12 34 56 78', sujet: 'Partenariat solaire', message: 'Bonjour, parlons de votre projet.' });
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('formSubmissions') ?? '[]'));
      expect(stored).toEqual([
        expect.objectContaining({ formType: 'contact', email, prenom: 'Amélie', nom: 'Diallo', sujet: 'Partenariat solaire', message: 'Sujet: Partenariat solaire\n\nMessage: Bonjour, parlons de votre projet.' }),
      ]);
    });

    test('on a mailer failure shows the destructive toast and keeps every field', async ({ page }) => {
      const email = uniqueEmail('500');
      await page.goto(t.path);
      const form = await fill(page, email);
      const send = form.getByRole('button', { name: t.submit });
      await send.click();
      await expect(toast(page, t.failure[0])).toContainText(t.failure[1]);
      // Ready for another try where the visitor left off.
      await expect(send).toBeFocused();
      await expect(form.getByRole('textbox', { name: new RegExp(`^${t.labels.email}`) })).toHaveValue(email);
      await expect(form.getByRole('textbox', { name: new RegExp(`^${t.labels.message}`) })).toHaveValue('Bonjour, parlons de votre projet.');
      expect(await page.evaluate(() => window.localStorage.getItem('formSubmissions'))).toBeNull();
    });

    test('shows the rate-limit notice after five attempts with one address', async ({ page }) => {
      const email = uniqueEmail();
      const body = { prenom: 'Amélie', nom: 'Diallo', email, sujet: 'x', message: 'y' };
      await page.goto(t.path);
      const siteOrigin = new URL(page.url()).origin;
      for (let i = 0; i < 5; i++) {
        const response = await page.request.post('/api/contact', { data: body, headers: { origin: siteOrigin } });
        expect(response.status()).toBe(200);
      }
      const form = await fill(page, email);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.rateLimit[0])).toContainText(t.rateLimit[1]);
      await expect(form.getByRole('textbox', { name: new RegExp(`^${t.labels.sujet}`) })).toHaveValue('Partenariat solaire');
      // The toast goes after 4 s; how long to wait stays written above the button.
      await expect(toast(page, t.rateLimit[0])).toHaveCount(0, { timeout: 10_000 });
      for (const text of t.rateLimit) await expect(form.getByTestId('form-failure')).toContainText(text);
    });
  });
}

/** The French form's other required fields, after the first name, which the tests below type themselves. */
async function fillAfterFirstName(form: Locator, email: string) {
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Diallo');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Sujet/ }).fill('Partenariat solaire');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Bonjour, parlons de votre projet.');
}

test('loads its validation when the visitor reaches the form; lost on the way, it costs nothing typed', async ({ page }) => {
  const t = texts.fr;
  const validation = await watchValidationCode(page);
  validation.fail = true;
  await page.goto(t.path, { waitUntil: 'networkidle' });
  expect(validation.requests).toBe(0);
  const form = page.getByTestId('contact-form');
  const email = uniqueEmail();
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Amélie');
  await expect.poll(() => validation.requests).toBeGreaterThan(0);
  await fillAfterFirstName(form, email);
  const send = form.getByRole('button', { name: t.submit });
  await send.click();
  await expect(toast(page, t.failure[0])).toContainText(t.failure[1]);
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('Bonjour, parlons de votre projet.');
  await expect(send).toBeEnabled();
  expect(await mailerRequestsFor(email)).toEqual([]);

  // The connection is back: the next try loads the validation and sends.
  validation.fail = false;
  await send.click();
  await expect(toast(page, t.success[0])).toContainText(t.success[1]);
  await expect.poll(async () => (await mailerRequestsFor(email)).length).toBe(1);
});

test('offline from the first focus: the page stays, the failure shows, nothing typed is lost; back online, it sends', async ({ page, context }) => {
  const t = texts.fr;
  await page.goto(t.path, { waitUntil: 'networkidle' });
  // Neither the validation nor sonner's toasts have loaded yet: both fail to.
  await context.setOffline(true);
  const form = page.getByTestId('contact-form');
  const email = uniqueEmail();
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Amélie');
  await fillAfterFirstName(form, email);
  const send = form.getByRole('button', { name: t.submit });
  await send.click();
  // Drawn by the page's own code, announced as an alert.
  const notice = page.getByRole('alert').filter({ hasText: t.failure[0] });
  await expect(notice).toContainText(t.failure[1]);
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('Bonjour, parlons de votre projet.');
  await expect(send).toBeEnabled();

  await context.setOffline(false);
  await send.click();
  await expect(toast(page, t.success[0])).toContainText(t.success[1]);
  await expect(notice).toHaveCount(0);
  await expect.poll(async () => (await mailerRequestsFor(email)).length).toBe(1);
});

test('an answer lost after the server had the message: sending again does not deliver it twice', async ({ page }) => {
  const t = texts.fr;
  await page.goto(t.path);
  const form = page.getByTestId('contact-form');
  const email = uniqueEmail();
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Amélie');
  await fillAfterFirstName(form, email);
  // The server gets the message and answers; the visitor's connection drops before the answer arrives.
  await page.route('**/api/contact', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  const send = form.getByRole('button', { name: t.submit });
  await send.click();
  await expect(toast(page, t.failure[0])).toContainText(t.failure[1]);
  await page.unroute('**/api/contact');
  await send.click();
  await expect(toast(page, t.success[0])).toContainText(t.success[1]);
  expect(await mailerRequestsFor(email)).toHaveLength(1);

  // The next message is a new one, even word for word the same.
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Amélie');
  await fillAfterFirstName(form, email);
  await send.click();
  await expect.poll(async () => (await mailerRequestsFor(email)).length).toBe(2);
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
});

test('shows French errors under the fields, linked and announced', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox', { name: /^Email/ }).fill('pas-un-email');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  const email = form.getByRole('textbox', { name: /^Email/ });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email invalide');
  await expect(form.getByRole('alert').filter({ hasText: 'Le prénom est requis' })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Le message est requis' })).toBeVisible();
  // Side by side, a field without an error stays level with its neighbour's, whose error shows below.
  await page.setViewportSize({ width: 1280, height: 800 });
  const phone = form.getByRole('textbox', { name: /^Téléphone/ });
  expect((await phone.boundingBox())?.y).toBe((await email.boundingBox())?.y);
});

test('a message over 5000 characters is refused with the spec error, not cut short', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  const message = form.getByRole('textbox', { name: /^Message/ });
  const long = 'Bonjour. '.repeat(560);
  await message.fill(long);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription('Le message est trop long (max 5000 caractères)');
  await expect(message).toHaveValue(long);
});

test('the server refuses a cross-origin post', async ({ request }) => {
  const response = await request.post('/api/contact', { data: { prenom: 'A', nom: 'B', email: 'a@example.com', sujet: 'x', message: 'y' }, headers: { origin: 'https://evil.example' } });
  expect(response.status()).toBe(403);
});

test('shows the contact details', async ({ page }) => {
  await page.goto('/en/contact');
  const details = page.getByRole('complementary');
  for (const text of ['France', 'Paris, Marseille', 'Canada', 'Montréal', 'Nairobi, Kenya', 'Abuja', 'Bujumbura', 'Tanzania', 'Zanzibar', 'Monday – Friday', '9:00 AM – 6:00 PM', 'Closed']) {
    await expect(details).toContainText(text);
  }
  await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:contact@/);
  await expect(details.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`contact page has no axe violations (${theme}, with errors shown)`, async ({ page }) => {
    await hideCookieBanner(page, theme);
    await page.goto('/contact');
    await page.getByTestId('contact-form').getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('before the scripts run (or without them)', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms wait for them: what was typed is neither lost nor put in the address', async ({ page }) => {
    for (const [path, testId, address] of [
      ['/contact', 'contact-form', 'contact@solio.example'],
      ['/en/showrooms', 'showroom-form', 'showroom@solio.example'],
      ['/carrieres/offres/hr-talent-manager-nairobi', 'job-application-form', 'careers@solio.example'],
    ] as const) {
      await page.goto(path);
      const form = page.getByTestId(testId);
      const email = form.getByRole('textbox', { name: /^Email/ });
      await email.fill('amelie.diallo@example.com');
      // Posted to the page itself, the form would come back empty: Enter must start no navigation.
      const posted = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 2_000 }).then(
        () => true,
        () => false,
      );
      await email.press('Enter');
      expect(await posted, path).toBe(false);
      expect(new URL(page.url()).search, path).toBe('');
      await expect(email, path).toHaveValue('amelie.diallo@example.com');
      await expect(form.locator('button[type="submit"]'), path).toBeDisabled();
      // The visitor is told why, and given the address that reaches the same people.
      const notice = page.getByTestId('form-needs-javascript');
      await expect(notice, path).toContainText(/JavaScript/);
      await expect(notice.getByRole('link', { name: address }), path).toHaveAttribute('href', `mailto:${address}`);
      // Not the notice of scripts that failed to come: this browser runs none.
      expect(await page.getByTestId('load-failure').evaluate((element) => getComputedStyle(element).display), path).toBe('none');
    }
  });

  test('a button that opens a dialog form comes with the address that reaches the same people', async ({ page }) => {
    for (const [path, button] of [
      ['/carrieres/engagements-rh', 'Candidature spontanée'],
      ['/en/fixtures/forms', 'inscription'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: button }), path).toBeVisible();
      const notice = page.getByTestId('form-needs-javascript').filter({ has: page.getByRole('link', { name: 'contact@solio.example' }) });
      await expect(notice.first(), path).toContainText(/JavaScript/);
    }
  });
});

test('with scripts running, the notice for browsers without JavaScript is not shown', async ({ page }) => {
  await page.goto('/en/contact');
  await expect(page.getByTestId('contact-form').getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(page.getByTestId('form-needs-javascript')).toHaveCount(0);
});
