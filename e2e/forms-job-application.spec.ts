import { expect, test, type Page } from '@playwright/test';
import { bigPdf, bigPdfPath, expectNoAxeViolations, hideCookieBanner, mailerRequestsFor, pdfFile, toast, uniqueEmail, watchValidationCode } from './forms-helpers';
import { holdScripts } from './support';

// The form is placed on job pages by the careers feature; /fixtures/forms mounts it for these tests.
const texts = {
  fr: {
    path: '/fixtures/forms',
    fullName: /^Nom complet/,
    phone: /^Téléphone/,
    agreement: /J’accepte/,
    submit: 'Envoyer ma candidature',
    success: ['Candidature envoyée', 'Votre candidature a été envoyée avec succès. Nous vous recontacterons bientôt !'],
    invalid: "Une erreur s'est produite: Invalid server response: Expected JSON but received HTML or other format. This usually means the PHP endpoint is not accessible. Veuillez réessayer.",
    successFalse: "Une erreur s'est produite: Mailbox full. Veuillez réessayer.",
    offline: "Une erreur s'est produite: la connexion au serveur a échoué. Veuillez réessayer.",
    agreementToSend: 'Cochez la case d’acceptation ci-dessus pour envoyer votre candidature.',
    closeToast: 'Fermer la notification',
    errorTitle: 'Erreur',
    tooLarge: ['Fichier trop volumineux', 'Le CV ne doit pas dépasser 7MB'],
    rateLimit: ['Trop de tentatives', 'Veuillez réessayer dans 60 minutes.'],
    charactersLeft: ['Caractères restants\u00a0: 1\u202f000', 'Caractères restants\u00a0: 993'],
  },
  en: {
    path: '/en/fixtures/forms',
    fullName: /^Full name/,
    phone: /^Phone/,
    agreement: /I agree/,
    submit: 'Submit Application',
    success: ['Application Submitted', "Your application has been submitted successfully. We'll get back to you soon!"],
    invalid: 'An error occurred: Invalid server response: Expected JSON but received HTML or other format. This usually means the PHP endpoint is not accessible. Please try again.',
    successFalse: 'An error occurred: Mailbox full. Please try again.',
    offline: 'An error occurred: the connection to the server failed. Please try again.',
    agreementToSend: 'Tick the agreement box above to send your application.',
    closeToast: 'Close notification',
    errorTitle: 'Error',
    tooLarge: ['File Too Large', 'CV must not exceed 7MB'],
    rateLimit: ['Too Many Attempts', 'Please try again in 60 minutes.'],
    charactersLeft: ['Characters left: 1,000', 'Characters left: 993'],
  },
} as const;

test.beforeEach(async ({ page }) => {
  await hideCookieBanner(page);
});

for (const locale of ['fr', 'en'] as const) {
  const t = texts[locale];

  async function fill(page: Page, email: string, agree = true, { cv = true } = {}) {
    const form = page.getByTestId('job-application-form');
    await form.getByRole('textbox', { name: t.fullName }).fill('Jean Pierre Dupont');
    await form.getByRole('textbox', { name: /^Email/ }).fill(email);
    await form.getByRole('textbox', { name: t.phone }).fill('+254 712 345 678');
    await form.locator('#job-coverLetter').fill('Motivé.');
    if (cv) await form.locator('#job-cv').setInputFiles(pdfFile);
    if (agree) await form.getByLabel(t.agreement).check();
    return form;
  }

  test.describe(`job application form (${locale})`, () => {
    test('keeps the submit button disabled until the agreement is ticked, then sends fields and CV', async ({ page }) => {
      const email = uniqueEmail();
      await page.goto(t.path);
      const form = await fill(page, email, false);
      const submit = form.getByRole('button', { name: t.submit });
      await expect(submit).toBeDisabled();
      // Why: the agreement is marked required, as the other required fields are, and the button says so to a screen reader.
      await expect(form.locator('label[for="job-agreement"]')).toContainText('*');
      await expect(form.getByLabel(t.agreement)).toHaveAttribute('aria-required', 'true');
      await expect(submit).toHaveAccessibleDescription(t.agreementToSend);
      await form.getByLabel(t.agreement).check();
      await expect(submit).toHaveAccessibleDescription('');
      await submit.click();
      await expect(toast(page, t.success[0])).toContainText(t.success[1]);
      await expect(form.getByRole('textbox', { name: t.fullName })).toHaveValue('');
      const [sent] = await mailerRequestsFor(email);
      expect(sent?.path).toBe('/job-application-basic.php');
      expect(sent?.fields).toEqual({ prenom: 'Jean', nom: 'Pierre Dupont', email, telephone: '+254 712 345 678', message: 'Motivé.', jobTitle: 'HR & Talent Manager', language: locale });
      expect(sent?.files?.cv).toMatchObject({ name: 'cv-test.pdf', size: pdfFile.buffer.length });
    });

    test("a CV chosen and the agreement ticked before the page's scripts ran are sent with the application", async ({ page }) => {
      const runScripts = await holdScripts(page);
      await page.goto(t.path, { waitUntil: 'domcontentloaded' });
      await page.locator('#job-cv').setInputFiles(pdfFile);
      await page.locator('#job-agreement').check();
      runScripts();
      const email = uniqueEmail();
      const form = await fill(page, email, false, { cv: false });
      // Enabled by the agreement ticked earlier once the form's scripts run.
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.success[0])).toContainText(t.success[1]);
      const [sent] = await mailerRequestsFor(email);
      expect(sent?.files?.cv).toMatchObject({ name: 'cv-test.pdf', size: pdfFile.buffer.length });
    });

    test('counts the characters left in the cover letter, in the page language', async ({ page }) => {
      const html = await (await page.request.get(t.path)).text();
      expect(html).toContain(t.charactersLeft[0]);
      await page.goto(t.path);
      const letter = page.locator('#job-coverLetter');
      const hint = page.locator('#job-coverLetter-hint');
      await expect(hint).toHaveText(t.charactersLeft[0]);
      await letter.fill('Motivé.');
      await expect(hint).toHaveText(t.charactersLeft[1]);
      await letter.fill('');
      await expect(hint).toHaveText(t.charactersLeft[0]);
    });

    test('when its validation cannot load, says the connection failed and keeps fields and file', async ({ page }) => {
      const validation = await watchValidationCode(page);
      validation.fail = true;
      const email = uniqueEmail();
      await page.goto(t.path);
      const form = await fill(page, email);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.errorTitle)).toContainText(t.offline);
      await expect(form.getByRole('textbox', { name: t.fullName })).toHaveValue('Jean Pierre Dupont');
      expect(await form.locator('#job-cv').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv-test.pdf');
      expect(await mailerRequestsFor(email)).toEqual([]);
      validation.fail = false;
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.success[0])).toContainText(t.success[1]);
    });

    test('a non-JSON mailer answer gives the catalogue error and keeps fields and file', async ({ page }) => {
      const email = uniqueEmail('html');
      await page.goto(t.path);
      const form = await fill(page, email);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.errorTitle)).toContainText(t.invalid);
      await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
      expect(await form.locator('#job-cv').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv-test.pdf');
    });

    test('a lost connection is told in the page language and keeps fields and file', async ({ page }) => {
      const email = uniqueEmail();
      await page.goto(t.path);
      const form = await fill(page, email);
      await page.route('**/api/job-application', (route) => route.abort('internetdisconnected'));
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.errorTitle)).toContainText(t.offline);
      await expect(toast(page, t.errorTitle).getByRole('button', { name: t.closeToast })).toBeAttached();
      await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
      expect(await form.locator('#job-cv').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv-test.pdf');
    });

    test('an answer lost after the server had the application: sending again does not deliver it twice', async ({ page }) => {
      const email = uniqueEmail();
      await page.goto(t.path);
      const form = await fill(page, email);
      // The server gets the application and answers; the visitor's connection drops before the answer arrives.
      await page.route('**/api/job-application', async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      });
      const send = form.getByRole('button', { name: t.submit });
      await send.click();
      await expect(toast(page, t.errorTitle)).toContainText(t.offline);
      await page.unroute('**/api/job-application');
      await send.click();
      await expect(toast(page, t.success[0])).toContainText(t.success[1]);
      expect(await mailerRequestsFor(email)).toHaveLength(1);
    });

    test('success:false from the mailer shows its error', async ({ page }) => {
      await page.goto(t.path);
      const form = await fill(page, uniqueEmail('success-false'));
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.errorTitle)).toContainText(t.successFalse);
    });

    test('refuses an 8 MB CV in the browser', async ({ page }) => {
      await page.goto(t.path);
      const form = page.getByTestId('job-application-form');
      await form.locator('#job-cv').setInputFiles(bigPdfPath(8));
      await expect(toast(page, t.tooLarge[0])).toContainText(t.tooLarge[1]);
      await expect(form.locator('#job-cv')).toHaveAccessibleDescription(new RegExp(t.tooLarge[1]));
      expect(await form.locator('#job-cv').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    });

    test('shows the rate-limit notice with the minutes left', async ({ page }) => {
      const email = uniqueEmail();
      await page.goto(t.path);
      const origin = new URL(page.url()).origin;
      for (let i = 0; i < 5; i++) {
        const response = await page.request.post('/api/job-application', {
          headers: { origin },
          multipart: { fullName: 'Jean Dupont', email, phone: '+254 712 345 678', jobTitle: 'HR & Talent Manager', agreement: 'true', language: locale, cv: pdfFile },
        });
        expect(response.status()).toBe(200);
      }
      const form = await fill(page, email);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(toast(page, t.rateLimit[0])).toContainText(t.rateLimit[1]);
    });
  });
}

test('the server refuses an 8 MB CV with 413', async ({ page }) => {
  await page.goto('/fixtures/forms');
  const response = await page.request.post('/api/job-application', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { fullName: 'Jean Dupont', email: uniqueEmail(), phone: '+254 712 345 678', jobTitle: 'HR', agreement: 'true', language: 'fr', cv: bigPdf(8) },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({ title: 'Fichier trop volumineux', message: 'Le CV ne doit pas dépasser 7MB' });
});

test('shows the validation notice and field errors in French', async ({ page }) => {
  await page.goto('/fixtures/forms');
  const form = page.getByTestId('job-application-form');
  await expect(form.getByText('Les champs marqués d’un astérisque (*) sont obligatoires.')).toBeVisible();
  // A file input is a button, which has no required state: its name says it.
  await expect(form.locator('#job-cv')).toHaveAccessibleName('CV (obligatoire)');
  await form.getByLabel(/J’accepte/).check();
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(toast(page, 'Erreur de validation')).toContainText('Le nom est requis');
  await expect(form.getByRole('textbox', { name: /^Téléphone/ })).toHaveAccessibleDescription('Le numéro de téléphone est requis et doit contenir au moins 8 chiffres');
  // The missing CV is told in the same round as the other fields.
  await expect(form.locator('#job-cv')).toHaveAccessibleDescription(/Le CV est requis/);

  // Once the other fields are right, the CV is what is left to fix: it gets the focus.
  await form.getByRole('textbox', { name: /^Nom complet/ }).fill('Jean Pierre Dupont');
  await form.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail());
  await form.getByRole('textbox', { name: /^Téléphone/ }).fill('+254 712 345 678');
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(form.locator('#job-cv')).toBeFocused();
  await expect(form.locator('#job-cv')).toHaveAccessibleDescription(/Le CV est requis/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`application form has no axe violations (${theme})`, async ({ page }) => {
    await hideCookieBanner(page, theme);
    await page.goto('/fixtures/forms');
    await expectNoAxeViolations(page);
  });
}
