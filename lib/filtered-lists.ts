// The lists whose filters live in the address's query, so that a copied link opens the list
// filtered. The list's own address is prerendered and cached; an address with one of its filters is
// rewritten (next.config.ts) to the same list under `filteredRoutePrefix`, a route rendered per
// request with them, so that its HTML is already filtered: no unfiltered list shown, then moved,
// before the page's scripts run, and none at all without JavaScript. Relative imports only:
// next.config.ts loads this module, and its loader does not know the '@/' alias.
import { jobFilterParams, joinUsPath } from './careers/job-filters';

/** Query-string keys of each list's filters: short, readable in a shared link. */
export const listFilterParams = {
  press: { query: 'q', tag: 'tag' },
  events: { query: 'q', filter: 'filtre' },
  projects: { query: 'q', subsidiary: 'filiale' },
  media: { query: 'q', type: 'type' },
} as const;

/** Each filtered list's path, without the locale prefix, and its query-string keys. */
export const filteredLists: { path: string; params: Record<string, string> }[] = [
  { path: '/actualites/communiques', params: listFilterParams.press },
  { path: '/actualites/evenements', params: listFilterParams.events },
  { path: '/actualites/projets', params: listFilterParams.projects },
  { path: '/media', params: listFilterParams.media },
  { path: joinUsPath, params: jobFilterParams },
];

/**
 * Set by the redirect from an unknown project: the list shows a notice, which tells how the visitor
 * arrived rather than what to list. A filter the visitor then chooses drops it from the address: the
 * notice stays until closed, but neither a reload nor a copied link brings it back.
 */
export const projectNotFoundParam = 'notFound';

/** The routes that render a list with its filters: `app/[locale]/filtered/<the list's path>`. */
export const filteredRoutePrefix = '/filtered';

/** The list whose filtered route `path` is (locale prefix removed), if it is one. */
export function listOfFilteredRoute(path: string): string | null {
  if (!path.startsWith(`${filteredRoutePrefix}/`)) return null;
  const listPath = path.slice(filteredRoutePrefix.length);
  return filteredLists.some((list) => list.path === listPath) ? listPath : null;
}

/** A list's filters as one page render sees them: the first value of each of its parameters. */
export type ListQuery = Readonly<Partial<Record<string, string>>>;

/** The list's own address renders with no filter. */
export const noListQuery: ListQuery = {};

/** Other parameters (a campaign's `utm_source`) are left out: the page would carry them to the browser for nothing. */
export function listQuery(searchParams: Record<string, string | string[] | undefined>, params: Record<string, string>): ListQuery {
  return Object.fromEntries(
    Object.values(params).flatMap((key) => {
      const value = searchParams[key];
      return value === undefined ? [] : [[key, Array.isArray(value) ? value[0] : value]];
    }),
  );
}
