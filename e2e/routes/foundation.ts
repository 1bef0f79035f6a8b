// Routes of the shell: home, legal pages, the not-found page and the locale prefix rules.
import type { RouteExpectation } from './types';

export const foundationRoutes: RouteExpectation[] = [
  { path: '/', status: 200 },
  { path: '/en', status: 200 },
  { path: '/legal/privacy-policy', status: 200 },
  { path: '/en/legal/privacy-policy', status: 200 },
  { path: '/legal/terms-of-service', status: 200 },
  { path: '/en/legal/terms-of-service', status: 200 },
  { path: '/fr', status: 200, redirect: '/' },
  { path: '/fr/legal/privacy-policy', status: 200, redirect: '/legal/privacy-policy' },
  { path: '/this-page-does-not-exist', status: 404 },
  { path: '/en/this-page-does-not-exist', status: 404 },
  { path: '/actualites/nothing/here', status: 404 },
  { path: '/en/actualites/nothing/here', status: 404 },
  { path: '/de/presentation', status: 404 },
];
