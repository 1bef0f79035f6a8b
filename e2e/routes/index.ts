// The route table: every route of the spec in both locales, assembled from each feature's list.
import { careersMediaRoutes } from './careers-media';
import { corporateRoutes } from './corporate';
import { eventsProjectsRoutes } from './events-projects';
import { formsRoutes } from './forms';
import { foundationRoutes } from './foundation';
import { pressRoutes } from './press';
import type { RouteExpectation } from './types';

const featureRoutes: RouteExpectation[] = [
  ...foundationRoutes,
  ...corporateRoutes,
  ...pressRoutes,
  ...eventsProjectsRoutes,
  ...careersMediaRoutes,
  ...formsRoutes,
];

/** Each path once; two features expecting different outcomes for one path is an error in the table. */
function uniqueRoutes(routes: RouteExpectation[]): RouteExpectation[] {
  const byPath = new Map<string, RouteExpectation>();
  for (const route of routes) {
    const known = byPath.get(route.path);
    if (known && (known.status !== route.status || known.redirect !== route.redirect)) {
      throw new Error(`The route table expects two outcomes for ${route.path}`);
    }
    byPath.set(route.path, route);
  }
  return [...byPath.values()];
}

export const routeTable = uniqueRoutes(featureRoutes);

/** The pages themselves: answered 200 without a redirect. */
export const pageRoutes = routeTable.filter((route) => route.status === 200 && !route.redirect).map((route) => route.path);
