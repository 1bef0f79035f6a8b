// What the route-table test expects of one path: a page (200), a redirect, or the not-found page.
export type RouteExpectation = { path: string; status: 200 | 404; redirect?: string };
