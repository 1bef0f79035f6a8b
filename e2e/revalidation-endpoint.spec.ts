import { expect, test } from '@playwright/test';

// What the webhook does to the pages is tested where its content shows (press-list.spec.ts,
// events-detail.spec.ts); here, what it answers to a caller without the secret.

test('the endpoint refuses a wrong secret; its health check reveals nothing', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': 'nope' }, data: { type: 'communique', id: 12 } });
  expect(wrong.status()).toBe(401);
  const health = await request.get('/api/revalidate');
  expect(await health.json()).toEqual({ ok: true });
});
