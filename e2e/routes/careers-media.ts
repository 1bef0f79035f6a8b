// Routes of the careers pages, the job detail pages and the media library.
import type { RouteExpectation } from './types';

export const careersMediaRoutes: RouteExpectation[] = [
  { path: '/carrieres/engagements-rh', status: 200 },
  { path: '/en/carrieres/engagements-rh', status: 200 },
  { path: '/carrieres/rejoignez-nous', status: 200 },
  { path: '/en/carrieres/rejoignez-nous', status: 200 },
  { path: '/carrieres/offres/hr-talent-manager-nairobi', status: 200 },
  { path: '/carrieres/offres/finance-admin-manager-nairobi', status: 200 },
  { path: '/carrieres/offres/accountant-operations-officer-bujumbura', status: 200 },
  { path: '/en/carrieres/offres/hr-talent-manager-nairobi', status: 200 },
  { path: '/en/carrieres/offres/finance-admin-manager-nairobi', status: 200 },
  { path: '/en/carrieres/offres/accountant-operations-officer-bujumbura', status: 200 },
  // Inactive (filled) and unknown offers lead back to the openings.
  { path: '/carrieres/offres/solar-project-engineer-zanzibar', status: 200, redirect: '/carrieres/rejoignez-nous' },
  { path: '/carrieres/offres/no-such-offer', status: 200, redirect: '/carrieres/rejoignez-nous' },
  { path: '/en/carrieres/offres/no-such-offer', status: 200, redirect: '/en/carrieres/rejoignez-nous' },
  { path: '/job', status: 200, redirect: '/carrieres/rejoignez-nous' },
  // The route that renders a filtered list, reached by a rewrite, is not an address of its own.
  { path: '/filtered/carrieres/rejoignez-nous', status: 200, redirect: '/carrieres/rejoignez-nous' },
  { path: '/en/filtered/media', status: 200, redirect: '/en/media' },
  { path: '/media', status: 200 },
  { path: '/en/media', status: 200 },
];
