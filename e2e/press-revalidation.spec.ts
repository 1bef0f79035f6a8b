import { expect, test } from '@playwright/test';
import { prepare, revalidatePress, wordpressControl, wordpressRequests } from './press-helpers';

// An editor's change in WordPress reaches the pages through the webhook, without waiting 5 minutes.
// The edit only appends to a title, so specs running alongside still recognise the article.

const original = 'Partenariat “Mobilité & Recharge” – sécurité des données';
// With characters the card's fonts cannot draw: the card leaves them out rather than fetch a font.
const edited = `${original} (mis à jour 😀 中文)`;

test.afterAll(async ({ baseURL }) => {
  await wordpressControl('reset');
  await revalidatePress(baseURL!);
});

test('an edited title shows on the article, its card and the list after the webhook', async ({ page, request, baseURL }) => {
  await prepare(page);
  // Until the server has made the page's Brotli copy, which the edited page must not inherit.
  await expect.poll(async () => (await page.goto('/actualites/communiques/CP-2026-003'))?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  await wordpressControl('edit', { base: 'communiques', id: 12, title: edited });
  const before = (await wordpressRequests()).length;
  await revalidatePress(baseURL!);
  // The webhook requests the pages showing the release itself, so they regenerate before anyone
  // looks: with no visitor, the site reads the article by its ACF id (only its page does) and the list.
  await expect
    .poll(async () => {
      const reads = (await wordpressRequests()).slice(before);
      return ['slug=CP-2026-003', 'per_page=50'].filter((query) => reads.some((read) => read.includes(query)));
    })
    .toEqual(['slug=CP-2026-003', 'per_page=50']);
  // Stale-while-revalidate: a visit may still find the regeneration under way.
  await expect(async () => {
    await page.goto('/actualites/communiques/CP-2026-003');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  expect(card.searchParams.get('title')).toBe(edited);
  const image = await request.get(card.pathname + card.search);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  await expect(async () => {
    await page.goto('/actualites/communiques');
    await expect(page.getByTestId('press-card').filter({ hasText: edited })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test('the endpoint refuses a wrong secret; its health check reveals nothing', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': 'nope' }, data: { type: 'communique', id: 12 } });
  expect(wrong.status()).toBe(401);
  const health = await request.get('/api/revalidate');
  expect(await health.json()).toEqual({ ok: true });
});
