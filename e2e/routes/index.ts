// The route table: every route of the spec in both locales, assembled from each feature's list.
import { careersMediaRoutes } from './careers-media';
import { corporateRoutes } from './corporate';
import { eventsProjectsRoutes } from './events-projects';
import { formsRoutes } from './forms';
import { foundationRoutes } from './foundation';
import { pressRoutes } from './press';
import type { RouteExpectation } from './types';

export const routeTable: RouteExpectation[] = [
  ...foundationRoutes,
  ...corporateRoutes,
  ...pressRoutes,
  ...eventsProjectsRoutes,
  ...careersMediaRoutes,
  ...formsRoutes,
];

/** The pages themselves: answered 200 without a redirect. */
export const pageRoutes = routeTable.filter((route) => route.status === 200 && !route.redirect).map((route) => route.path);
