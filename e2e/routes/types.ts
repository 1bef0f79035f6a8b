// What the route-table test expects of one concrete path: a page (200) or the not-found page (404),
// reached directly or, with `redirect`, after redirects to that path.
export type RouteExpectation = { path: string; status: 200 | 404; redirect?: string };
