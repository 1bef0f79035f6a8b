import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, futureVisitDate, hideCookieBanner, mailerRequestsFor, toast, uniqueEmail } from './forms-helpers';

const visitDate = futureVisitDate().iso;

test.beforeEach(async ({ page }) => {
  await hideCookieBanner(page);
});

for (const [from, to] of [
  ['/showrooms', '/en/showrooms'],
  ['/fr/showrooms', '/en/showrooms'],
  ['/showrooms/zanzibar', '/en/showrooms/zanzibar'],
] as const) {
  test(`${from} continues in English at ${to}`, async ({ page }) => {
    await page.goto(from);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('the language toggle says the showrooms exist in English only instead of linking back to them', async ({ page }) => {
  await page.goto('/en/showrooms/zanzibar');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Passer en français' })).toHaveCount(0);
  await expect(banner.getByText('Cette page n’existe qu’en anglais')).toBeAttached();
  await page.goto('/en/contact');
  await expect(banner.getByRole('link', { name: 'Passer en français' })).toHaveAttribute('href', '/contact');
});

test('shows the hero, the Zanzibar card, the coming-soon card, the visit section and services', async ({ page }) => {
  await page.goto('/en/showrooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Our showrooms' })).toBeVisible();
  const zanzibar = page.getByTestId('zanzibar-card');
  await expect(zanzibar).toContainText('Fumba Town');
  await expect(zanzibar).toContainText('Jambiani/Paje');
  await expect(page.getByTestId('coming-soon-card')).toHaveClass(/border-dashed/);
  await expect(page.getByRole('link', { name: /^showroom@/ })).toHaveAttribute('href', /^mailto:showroom@/);
  for (const service of ['Solar demonstration', 'Energy storage test', 'Electric vehicle test drive', 'Personal consultation']) await expect(page.getByText(service)).toBeVisible();
  await zanzibar.getByRole('link', { name: 'Discover the Zanzibar showroom' }).click();
  await expect(page).toHaveURL(/\/en\/showrooms\/zanzibar$/);
  await expect(page.getByTestId('showroom-form')).toBeVisible();
});

async function fill(page: import('@playwright/test').Page, email: string) {
  const form = page.getByTestId('showroom-form');
  await form.getByRole('textbox', { name: /^Full name/ }).fill('Asha Mwinyi');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+255 24 123 4567');
  await form.getByRole('textbox', { name: /^Company/ }).fill('Fumba Resort');
  await form.getByLabel(/^Preferred showroom/).selectOption('both');
  await form.getByLabel(/^Preferred date/).fill(visitDate);
  await form.getByLabel(/^Services of interest/).selectOption('battery');
  await form.getByLabel(/^Number of rooms/).fill('12');
  await form.getByLabel(/^Number of air conditioners/).fill('4');
  // A decimal comma reaches the mailer as typed, not as 75.
  await form.getByLabel(/^Monthly load/).fill('7,5');
  await form.getByLabel(/^Monthly consumption/).fill('2100');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Visit for our team, please.');
  return form;
}

test('sends the showroom request with the preferred date as visitDate, then resets', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/en/showrooms');
  const form = await fill(page, email);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Message Sent')).toContainText('Your request has been sent successfully. We will contact you soon.');
  await expect(form.getByRole('textbox', { name: /^Full name/ })).toHaveValue('');
  const [sent] = await mailerRequestsFor(email);
  expect(sent?.path).toBe('/send-email.php');
  expect(sent?.json).toEqual({
    name: 'Asha Mwinyi',
    email,
    phone: '+255 24 123 4567',
    company: 'Fumba Resort',
    showroom: 'both',
    visitDate,
    message: 'Visit for our team, please.',
    services: 'battery',
    rooms: '12',
    acs: '4',
    monthlyLoadKw: '7,5',
    monthlyConsumptionKwh: '2100',
    type: 'showroom-contact',
  });
});

test('keeps the data and shows the destructive toast when sending fails', async ({ page }) => {
  const email = uniqueEmail('500');
  await page.goto('/en/showrooms');
  const form = await fill(page, email);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Error')).toContainText('An error occurred while sending. Please try again.');
  await expect(form.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Asha Mwinyi');
  await expect(form.getByLabel(/^Preferred date/)).toHaveValue(visitDate);
});

test('refuses a visit date in the past under its field and keeps what was typed', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/en/showrooms');
  const form = await fill(page, email);
  await form.getByLabel(/^Preferred date/).fill('2020-01-15');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByLabel(/^Preferred date/)).toHaveAccessibleDescription('Please choose a valid visit date, today or later');
  await expect(form.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Asha Mwinyi');
  expect(await mailerRequestsFor(email)).toEqual([]);
});

test('shows required-field errors under the fields', async ({ page }) => {
  await page.goto('/en/showrooms');
  const form = page.getByTestId('showroom-form');
  // The asterisks are hidden from screen readers: the form says in words what they mean.
  await expect(form.getByText('Fields marked with an asterisk (*) are required.')).toBeVisible();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('textbox', { name: /^Full name/ })).toHaveAccessibleDescription('Name is required');
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Email is required');
});

for (const theme of ['light', 'dark'] as const) {
  test(`showrooms page has no axe violations (${theme})`, async ({ page }) => {
    await hideCookieBanner(page, theme);
    await page.goto('/en/showrooms');
    await expectNoAxeViolations(page);
  });
}
