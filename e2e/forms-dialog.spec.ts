import { expect, test, type Page } from '@playwright/test';
import { bigPdfPath, expectNoAxeViolations, hideCookieBanner, mailerRequestsFor, pdfFile, toast, uniqueEmail } from './forms-helpers';

// The dialog form is placed by other features (careers, events); /fixtures/forms mounts its four types.
test.beforeEach(async ({ page }) => {
  await hideCookieBanner(page);
});

async function open(page: Page, type: string, path = '/fixtures/forms') {
  await page.goto(path);
  await page.getByRole('button', { name: type, exact: true }).click();
  return page.getByRole('dialog');
}

async function fillCommon(dialog: ReturnType<Page['getByRole']>, email: string, name = 'Awa Traoré') {
  await dialog.getByRole('textbox', { name: /^(Nom complet|Full name)/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /^Message/ }).fill('Bonjour Solio');
}

const successDescription = (recipient: string) => `Votre message a été envoyé à ${recipient}. Nous reviendrons vers vous dans les plus brefs délais.`;

test('candidature: titled "Candidature spontanée", optional CV, delivered as an application and stored locally', async ({ page }) => {
  const email = uniqueEmail();
  const dialog = await open(page, 'candidature');
  await expect(dialog.getByRole('heading', { name: 'Candidature spontanée' })).toBeVisible();
  await fillCommon(dialog, email);
  await dialog.locator('#dialog-candidature-cv').setInputFiles(pdfFile);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toast(page, 'Formulaire envoyé')).toContainText(/Votre message a été envoyé à contact@/);
  await expect(dialog).toBeHidden();
  const [sent] = await mailerRequestsFor(email);
  expect(sent?.path).toBe('/job-application-basic.php');
  expect(sent?.fields).toMatchObject({ prenom: 'Awa', nom: 'Traoré', jobTitle: 'Candidature spontanée', message: 'Bonjour Solio' });
  expect(sent?.files?.cv?.name).toBe('cv-test.pdf');
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('formSubmissions') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ formType: 'candidature', email, hasCv: true, cvFileName: 'cv-test.pdf', recipient: expect.stringMatching(/^contact@/) })]);
});

test('the dialog CV follows the generic file rule: 10 MB and its own notices', async ({ page }) => {
  const dialog = await open(page, 'candidature');
  const cv = dialog.locator('#dialog-candidature-cv');
  await cv.setInputFiles(bigPdfPath(11));
  await expect(cv).toHaveAccessibleDescription('Le fichier est trop volumineux (max 10MB)');
  await cv.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
  await expect(cv).toHaveAccessibleDescription('Type de fichier non autorisé. Utilisez PDF, DOC ou DOCX');
  const email = uniqueEmail();
  await fillCommon(dialog, email);
  await cv.setInputFiles(bigPdfPath(8));
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toast(page, 'Formulaire envoyé')).toBeVisible();
  const [sent] = await mailerRequestsFor(email);
  expect(sent?.files?.cv?.size).toBe(8 * 1024 * 1024);
});

test('postuler: titled with the job, CV required', async ({ page }) => {
  const email = uniqueEmail();
  const dialog = await open(page, 'postuler');
  await expect(dialog.getByRole('heading', { name: 'Postuler: HR & Talent Manager' })).toBeVisible();
  await expect(dialog.locator('#dialog-postuler-cv')).toHaveAccessibleName('CV (PDF, DOC, DOCX) (obligatoire)');
  await fillCommon(dialog, email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.locator('#dialog-postuler-cv')).toHaveAccessibleDescription('Le CV est requis');
  expect(await mailerRequestsFor(email)).toEqual([]);
  await dialog.locator('#dialog-postuler-cv').setInputFiles(pdfFile);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toast(page, 'Formulaire envoyé')).toBeVisible();
  const [sent] = await mailerRequestsFor(email);
  expect(sent?.fields).toMatchObject({ jobTitle: 'HR & Talent Manager' });
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('formSubmissions') ?? '[]'));
  expect(stored[0]).toMatchObject({ formType: 'postuler', jobTitle: 'HR & Talent Manager' });
});

test('inscription: titled with the event, participation mode, delivered as a contact message', async ({ page }) => {
  const email = uniqueEmail();
  const dialog = await open(page, 'inscription');
  await expect(dialog.getByRole('heading', { name: 'Inscription: Inauguration Nairobi' })).toBeVisible();
  await expect(dialog.locator('input[type=file]')).toHaveCount(0);
  await fillCommon(dialog, email);
  await dialog.getByLabel(/^Mode de participation/).selectOption('presentiel');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toast(page, 'Formulaire envoyé')).toBeVisible();
  const [sent] = await mailerRequestsFor(email);
  expect(sent?.path).toBe('/contact-basic.php');
  expect(sent?.json).toEqual({ prenom: 'Awa', nom: 'Traoré', email, telephone: '', sujet: 'Inscription: Inauguration Nairobi', message: 'Mode de participation: Présentiel\n\nBonjour Solio' });
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('formSubmissions') ?? '[]'));
  expect(stored[0]).toMatchObject({ formType: 'inscription', eventTitle: 'Inauguration Nairobi' });
});

test('an event page that is not past offers the inscription dialog, titled with the event and delivered', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/actualites/evenements/inauguration-centrale-solaire-nairobi');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Inscription: ${title}` })).toBeVisible();
  await fillCommon(dialog, email);
  await dialog.getByLabel(/^Mode de participation/).selectOption('virtuel');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toast(page, 'Formulaire envoyé')).toBeVisible();
  const [sent] = await mailerRequestsFor(email);
  expect(sent?.json).toMatchObject({ sujet: `Inscription: ${title}`, message: 'Mode de participation: Virtuel\n\nBonjour Solio' });
});

test('on a phone, Back closes the dialog and keeps what was typed; Back leaves the page once the dialog is closed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail();
  const eventPath = '/actualites/evenements/inauguration-centrale-solaire-nairobi';
  await page.goto('/contact');
  await page.goto(eventPath);
  const register = page.getByRole('button', { name: 'S’inscrire' });
  await register.click();
  const dialog = page.getByRole('dialog');
  await fillCommon(dialog, email);

  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(eventPath);
  await expect(register).toBeFocused();
  await register.click();
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);

  // Closed by its own button, the dialog takes its entry with it: the next Back leaves the page.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await mailerRequestsFor(email)).toEqual([]);
});

test('a dialog opened before Next’s router has taken up a new address closes without reloading the page', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/fixtures/forms');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // As after a fragment link: an entry of the browser's own, without state; an address written to
  // it through history.replaceState, which Next's router takes up in a transition; and the button
  // pressed before that transition has written the router's state into the entry.
  await page.evaluate(() => {
    History.prototype.replaceState.call(window.history, null, '');
    window.history.replaceState(null, '', window.location.href);
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'contact')?.click();
  });
  const dialog = page.getByRole('dialog');
  await fillCommon(dialog, email);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const button = page.getByRole('button', { name: 'contact', exact: true });
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await button.click();
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
});

test('contact: titled "Nous contacter", no CV, raises formSubmitted', async ({ page }) => {
  const email = uniqueEmail();
  const dialog = await open(page, 'contact');
  await expect(dialog.getByRole('heading', { name: 'Nous contacter' })).toBeVisible();
  await expect(dialog.locator('input[type=file]')).toHaveCount(0);
  await page.evaluate(() => window.addEventListener('formSubmitted', () => document.body.setAttribute('data-submitted', 'yes')));
  await fillCommon(dialog, email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  const description = toast(page, 'Formulaire envoyé');
  await expect(description).toBeVisible();
  const recipient = (await description.textContent())?.match(/contact@[^\s.]+\.[a-z]+/)?.[0] ?? '';
  await expect(description).toContainText(successDescription(recipient));
  await expect(page.locator('body')).toHaveAttribute('data-submitted', 'yes');
  const [sent] = await mailerRequestsFor(email);
  expect(sent?.json).toMatchObject({ sujet: 'Nous contacter', message: 'Bonjour Solio' });
});

test('a failed delivery shows the destructive toast, stores nothing and keeps the fields', async ({ page }) => {
  const email = uniqueEmail('500');
  const dialog = await open(page, 'contact');
  await fillCommon(dialog, email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toast(page, 'Erreur')).toContainText("Une erreur est survenue lors de l'envoi du formulaire. Veuillez réessayer.");
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  expect(await page.evaluate(() => window.localStorage.getItem('formSubmissions'))).toBeNull();
});

test('closing returns focus to its button and keeps what was typed for the next opening', async ({ page }) => {
  const email = uniqueEmail();
  const dialog = await open(page, 'contact');
  // While the dialog is open, Radix hides the rest of the page from assistive technology (aria-hidden).
  const button = page.getByRole('button', { name: 'contact', exact: true, includeHidden: true });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await fillCommon(dialog, email);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue('Bonjour Solio');
});

test('the chosen CV still shows in its field after closing and reopening', async ({ page }) => {
  const dialog = await open(page, 'candidature');
  await dialog.locator('#dialog-candidature-cv').setInputFiles(pdfFile);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'candidature', exact: true }).click();
  expect(await dialog.locator('#dialog-candidature-cv').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv-test.pdf');
});

test('speaks English on English pages', async ({ page }) => {
  const email = uniqueEmail();
  const dialog = await open(page, 'contact', '/en/fixtures/forms');
  await expect(dialog.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(dialog.getByText('Fields marked with an asterisk (*) are required.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Full name/ })).toHaveAccessibleDescription('Name is required');
  await fillCommon(dialog, email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Form sent')).toContainText('Your message has been sent to contact@');
});

for (const theme of ['light', 'dark'] as const) {
  test(`open dialog form has no axe violations (${theme})`, async ({ page }) => {
    await hideCookieBanner(page, theme);
    const dialog = await open(page, 'inscription');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
