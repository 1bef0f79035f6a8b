// The corporate pages of issue 3, in both locales.
import type { RouteExpectation } from './types';

const paths = [
  '/',
  '/presentation',
  '/mission-vision',
  '/certifications',
  '/culture',
  '/activites',
  '/presence',
  '/nos-filiales',
  '/filiales',
  '/filiales/growth-energy',
  '/filiales/asking',
  '/filiales/mfg-technologies',
  '/filiales/gem-e-mobility',
  '/gouvernance/direction',
  '/gouvernance/comite-executif',
];

export const corporateRoutes: RouteExpectation[] = [
  ...paths.map((path) => ({ path, status: 200 as const })),
  ...paths.map((path) => ({ path: path === '/' ? '/en' : `/en${path}`, status: 200 as const })),
  { path: '/filiales/unknown-subsidiary', status: 404 },
  { path: '/en/filiales/unknown-subsidiary', status: 404 },
];
