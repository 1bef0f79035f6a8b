// The page shown before the current one in this visit's client-side navigation, as a path without
// locale prefix. Module state on purpose: a full page load starts a new history of its own.
let previousPage: string | null = null;

export function rememberPreviousPage(pathname: string): void {
  previousPage = pathname;
}

/** Whether the page before this one, in this visit, was `path` (its query and hash aside). */
export function cameFrom(path: string): boolean {
  return previousPage !== null && previousPage === path.split(/[?#]/)[0];
}
