// Routes of the forms feature: contact, English-only showrooms (French paths redirect), stored submissions.
import type { RouteExpectation } from './types';

export const formsRoutes: RouteExpectation[] = [
  { path: '/contact', status: 200 },
  { path: '/en/contact', status: 200 },
  { path: '/showrooms', status: 200, redirect: '/en/showrooms' },
  { path: '/showrooms/zanzibar', status: 200, redirect: '/en/showrooms/zanzibar' },
  { path: '/fr/showrooms', status: 200, redirect: '/en/showrooms' },
  { path: '/en/showrooms', status: 200 },
  { path: '/en/showrooms/zanzibar', status: 200 },
  { path: '/all-submissions', status: 200 },
  { path: '/en/all-submissions', status: 200 },
];
