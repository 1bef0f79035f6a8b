// The route table: every route of the spec in both locales, assembled from each feature's list.
import { careersMediaRoutes } from './careers-media';
import { eventsProjectsRoutes } from './events-projects';
import { foundationRoutes } from './foundation';
import type { RouteExpectation } from './types';

export const routeTable: RouteExpectation[] = [...foundationRoutes, ...careersMediaRoutes, ...eventsProjectsRoutes];

/** The pages themselves: answered 200 without a redirect. */
export const pageRoutes = routeTable.filter((route) => route.status === 200 && !route.redirect).map((route) => route.path);
