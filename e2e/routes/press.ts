// Press routes for the route-table test. The e2e site reads the WordPress stand-in (lib/wordpress/fixtures).
import type { RouteExpectation } from './types';

export const pressRoutes: RouteExpectation[] = [
  { path: '/actualites/communiques', status: 200 },
  { path: '/en/actualites/communiques', status: 200 },
  // By ACF id, slug and numeric id, under both article paths.
  { path: '/actualites/communiques/CP-2026-003', status: 200 },
  { path: '/actualites/communiques/lancement-projet-solaire-abidjan', status: 200 },
  { path: '/actualites/articles/10', status: 200 },
  { path: '/en/actualites/communiques/CP-2025-001', status: 200 },
  { path: '/en/actualites/articles/CP-2025-002', status: 200 },
  // Another spelling of an identifier redirects to the item, rather than being one more page cached on disk.
  { path: '/actualites/communiques/cp-2026-003', status: 200, redirect: '/actualites/communiques/CP-2026-003' },
  { path: '/en/actualites/articles/cp-2025-002', status: 200, redirect: '/en/actualites/articles/CP-2025-002' },
  { path: '/actualites/communiques/article-qui-n-existe-pas', status: 404 },
  { path: '/en/actualites/articles/999999', status: 404 },
];
