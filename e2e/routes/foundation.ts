import type { RouteExpectation } from './types';

export const foundationRoutes: RouteExpectation[] = [
  { path: '/', status: 200 },
  { path: '/legal/privacy-policy', status: 200 },
  { path: '/legal/terms-of-service', status: 200 },
  { path: '/this-page-does-not-exist', status: 404 },
  { path: '/actualites/nothing/here', status: 404 },
];
