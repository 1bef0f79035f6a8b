import { expect, test } from '@playwright/test';
import { foundationRoutes } from './routes/foundation';
import type { RouteExpectation } from './routes/types';
import { localePath, locales } from './support';

// Every route of the spec, in both locales, with its expected outcome.
const routeTable: RouteExpectation[] = [...foundationRoutes];

function expectedFinalPath(locale: 'fr' | 'en', route: RouteExpectation): string {
  const target = route.redirect ?? route.path;
  if (target.startsWith('/en/') || target === '/en') return target;
  return localePath(locale, target);
}

for (const route of routeTable) {
  for (const locale of locales) {
    const path = localePath(locale, route.path);
    test(`${path} answers ${route.status}${route.redirect ? ` at ${expectedFinalPath(locale, route)}` : ''}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(route.status);
      expect(new URL(response.url()).pathname).toBe(expectedFinalPath(locale, route));
    });
  }
}

test('/fr/... redirects permanently to the unprefixed path', async ({ request }) => {
  const response = await request.get('/fr/legal/privacy-policy?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/legal/privacy-policy?x=1');
});

test('/job redirects to the job list anchor without keeping /job in history', async ({ page }) => {
  await page.goto('/legal/privacy-policy');
  await page.goto('/job');
  expect(new URL(page.url()).hash).toBe('#offres');
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/legal/privacy-policy');
});
