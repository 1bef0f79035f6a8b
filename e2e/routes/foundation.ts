import type { RouteExpectation } from './types';

export const foundationRoutes: RouteExpectation[] = [
  { path: '/', status: 200 },
  { path: '/legal/privacy-policy', status: 200 },
  { path: '/legal/terms-of-service', status: 200 },
  { path: '/job', status: 200, redirect: '/carrieres/rejoignez-nous' },
  { path: '/showrooms', status: 200, redirect: '/en/showrooms' },
  { path: '/showrooms/zanzibar', status: 200, redirect: '/en/showrooms/zanzibar' },
  { path: '/this-page-does-not-exist', status: 404 },
  { path: '/actualites/nothing/here', status: 404 },
];
