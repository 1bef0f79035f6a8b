import { expect, test, type Locator, type Page } from '@playwright/test';
import { futureVisitDate, hideCookieBanner, mailerRequestsFor, pdfFile, toast, uniqueEmail } from './forms-helpers';

// Every form of the site completed with the keyboard alone: the visitor skips to the content,
// moves with Tab, types, picks options with the arrow keys, ticks with Space and sends with Enter.

test.beforeEach(async ({ page }) => {
  await hideCookieBanner(page);
});

/** Tab (forward only, as a visitor would) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** From the top of the page: the skip link, then into the main content. */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skipLink = page.locator(':focus');
  await expect(skipLink).toHaveAttribute('href', '#main');
  // Shown with room around its text, not clipped by its rounded corners.
  await expect(skipLink).toHaveCSS('padding-left', '16px');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

for (const locale of ['fr', 'en'] as const) {
  test(`contact form by keyboard (${locale})`, async ({ page }) => {
    const email = uniqueEmail();
    const labels = locale === 'fr' ? ['Prénom', 'Nom', 'Email', 'Téléphone', 'Sujet', 'Message'] : ['First name', 'Last name', 'Email', 'Phone', 'Subject', 'Message'];
    const values = ['Amélie', 'Diallo', email, '+33 6 12 34 56 78', 'Partenariat', 'Bonjour, parlons de votre projet.'];
    await page.goto(locale === 'fr' ? '/contact' : '/en/contact');
    await skipToContent(page);
    const form = page.getByTestId('contact-form');
    for (const [index, label] of labels.entries()) {
      await typeInto(page, form.getByRole('textbox', { name: new RegExp(`^${label}`) }), values[index]!);
    }
    const send = form.getByRole('button', { name: locale === 'fr' ? 'Envoyer le message' : 'Send message' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(toast(page, locale === 'fr' ? 'Message envoyé' : 'Message sent')).toBeVisible();
    // The focus stayed where the visitor was, not dropped to the top of the page while sending.
    await expect(send).toBeFocused();
    const [sent] = await mailerRequestsFor(email);
    expect(sent?.json).toMatchObject({ prenom: 'Amélie', nom: 'Diallo', email, sujet: 'Partenariat' });
  });

  test(`job application on an offer page by keyboard (${locale})`, async ({ page }) => {
    const email = uniqueEmail();
    // Listening before the page loads: Playwright turns the browser's file-chooser interception on
    // without waiting when the first listener is added, and a chooser that opens before that never
    // reaches the test (with the listener added just before the key press, 10 presses in 40 were lost).
    const chooser = page.waitForEvent('filechooser');
    await page.goto(locale === 'fr' ? '/carrieres/offres/hr-talent-manager-nairobi' : '/en/carrieres/offres/hr-talent-manager-nairobi');
    await skipToContent(page);
    const form = page.getByTestId('job-application-form');
    await typeInto(page, form.getByRole('textbox', { name: locale === 'fr' ? /^Nom complet/ : /^Full name/ }), 'Jean Pierre Dupont');
    await typeInto(page, form.getByRole('textbox', { name: /^Email/ }), email);
    await typeInto(page, form.getByRole('textbox', { name: locale === 'fr' ? /^Téléphone/ : /^Phone/ }), '+254 712 345 678');
    await typeInto(page, form.locator('#job-coverLetter'), 'Motivé.');
    await tabTo(page, form.locator('#job-cv'));
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pdfFile);
    await tabTo(page, form.getByLabel(locale === 'fr' ? /J’accepte/ : /I agree/));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: locale === 'fr' ? 'Envoyer ma candidature' : 'Submit Application' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, locale === 'fr' ? 'Candidature envoyée' : 'Application Submitted')).toBeVisible();
    // The emptied form disables its button again (agreement unticked): the focus goes to the form, and on to its first field.
    await expect(form).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: locale === 'fr' ? /^Nom complet/ : /^Full name/ })).toBeFocused();
    const [sent] = await mailerRequestsFor(email);
    expect(sent?.fields).toMatchObject({ prenom: 'Jean', nom: 'Pierre Dupont', email, jobTitle: locale === 'fr' ? 'Responsable RH & Talents' : 'HR & Talent Manager' });
    expect(sent?.files?.cv?.name).toBe('cv-test.pdf');
  });

  test(`spontaneous application dialog by keyboard (${locale})`, async ({ page }) => {
    const email = uniqueEmail();
    await page.goto(locale === 'fr' ? '/carrieres/rejoignez-nous' : '/en/carrieres/rejoignez-nous');
    await expect(page.locator('form[role="search"][data-ready]')).toBeAttached();
    await skipToContent(page);
    // The spontaneous application is offered when no offer matches the search.
    await typeInto(page, page.getByRole('searchbox', { name: locale === 'fr' ? 'Rechercher une offre' : 'Search jobs' }), 'zzzz');
    const opener = page.getByRole('button', { name: locale === 'fr' ? 'Candidature spontanée' : 'Spontaneous application' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByRole('textbox', { name: locale === 'fr' ? /^Nom complet/ : /^Full name/ }), 'Awa Traoré');
    await typeInto(page, dialog.getByRole('textbox', { name: /^Email/ }), email);
    await typeInto(page, dialog.getByRole('textbox', { name: /^Message/ }), 'Bonjour Solio');
    await tabTo(page, dialog.getByRole('button', { name: locale === 'fr' ? 'Envoyer' : 'Send' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    const [sent] = await mailerRequestsFor(email);
    expect(sent?.fields).toMatchObject({ prenom: 'Awa', nom: 'Traoré', message: 'Bonjour Solio' });
  });
}

test('showroom request by keyboard, with its selects and date field', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/en/showrooms/zanzibar');
  await skipToContent(page);
  const form = page.getByTestId('showroom-form');
  await typeInto(page, form.getByRole('textbox', { name: /^Full name/ }), 'Asha Mwinyi');
  await typeInto(page, form.getByRole('textbox', { name: /^Email/ }), email);
  await typeInto(page, form.getByRole('textbox', { name: /^Phone/ }), '+255 24 123 4567');
  await typeInto(page, form.getByRole('textbox', { name: /^Company/ }), 'Fumba Resort');
  const showroom = form.getByLabel(/^Preferred showroom/);
  await tabTo(page, showroom);
  await page.keyboard.press('ArrowDown');
  const chosenShowroom = await showroom.inputValue();
  expect(chosenShowroom).not.toBe('');
  const date = form.getByLabel(/^Preferred date/);
  await tabTo(page, date);
  // Chromium's date field takes the digits segment by segment, in the browser's (en-US) order.
  const visitDate = futureVisitDate();
  await page.keyboard.type(visitDate.typed);
  await expect(date).toHaveValue(visitDate.iso);
  const services = form.getByLabel(/^Services of interest/);
  await tabTo(page, services);
  await page.keyboard.press('ArrowDown');
  const chosenService = await services.inputValue();
  expect(chosenService).not.toBe('');
  await typeInto(page, form.getByRole('textbox', { name: /^Message/ }), 'Visit for our team, please.');
  const send = form.getByRole('button', { name: 'Send request' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Message Sent')).toBeVisible();
  await expect(send).toBeFocused();
  const [sent] = await mailerRequestsFor(email);
  expect(sent?.json).toMatchObject({ name: 'Asha Mwinyi', email, company: 'Fumba Resort', showroom: chosenShowroom, visitDate: visitDate.iso, services: chosenService });
});
