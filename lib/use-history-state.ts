// A list's filters kept in the browser's current history entry. Opening an item and coming back
// remounts the list from the router's cache, which would show it unfiltered again: with its
// state in the entry, Back (and a reload) bring back what the visitor had chosen. A filter given a
// query parameter is in the address too, so a copied link opens the list filtered.
import { useCallback, useLayoutEffect, useState } from 'react';
import { tabStorage } from '@/lib/browser-storage';
import { projectNotFoundParam, type ListQuery } from '@/lib/filtered-lists';
import { useOnFreshVisit } from '@/lib/fresh-visit';

/** Checks a stored value (an older version of the site may have written it); undefined ignores it. */
export type RestoreHistoryValue<T> = (stored: unknown) => T | undefined;

// The language toggle loads the same page in the other language, in a new history entry: the lists'
// state goes along through the tab's storage, for the page it is carried to and only just after.
const carriedKey = 'solio-carried-history-state';
const carriedForMs = 10_000;

/** The lists' state in the current entry, without Next's own keys (`__NA`, `__PRIVATE_NEXTJS_INTERNALS_TREE`). */
function listsState(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(window.history.state ?? {}).filter(([key]) => !key.startsWith('__')));
}

/** Keeps the current entry's list state for `path`, the page this tab loads next. */
export function carryHistoryStateTo(path: string): void {
  const lists = listsState();
  if (Object.keys(lists).length > 0) tabStorage.setItem(carriedKey, JSON.stringify({ path, at: Date.now(), lists }));
}

/** Puts state carried to this page into its entry, once. */
function adoptCarriedHistoryState(): void {
  const stored = tabStorage.getItem(carriedKey);
  if (stored === null) return;
  tabStorage.removeItem(carriedKey);
  let carried: unknown;
  try {
    carried = JSON.parse(stored);
  } catch {
    return;
  }
  if (typeof carried !== 'object' || carried === null || !('path' in carried && 'at' in carried && 'lists' in carried)) return;
  const { path, at, lists } = carried;
  if (path !== window.location.pathname || typeof at !== 'number' || Date.now() - at > carriedForMs || typeof lists !== 'object' || lists === null) return;
  window.history.replaceState({ ...lists, ...window.history.state }, '');
}

/** The value stored under `key` in the current history entry, if `restore` accepts it. */
export function readHistoryState<T>(key: string, restore: RestoreHistoryValue<T>): T | undefined {
  adoptCarriedHistoryState();
  const stored: unknown = window.history.state?.[key];
  return stored === undefined ? undefined : restore(stored);
}

/** The address with `param` set to `value`, or without it for the list's default (`initial`). */
function addressWith(param: string, value: string, initial: string): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(projectNotFoundParam);
  if (value === initial || value === '') url.searchParams.delete(param);
  else url.searchParams.set(param, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function writeHistoryState(key: string, value: unknown, address?: string): void {
  // Next.js keeps its own keys in the entry's state: spread them back. With them, Next's router
  // takes a new address as this entry's own, as it does for the jobs list's filters.
  window.history.replaceState({ ...window.history.state, [key]: value }, '', address);
}

/** A filter kept in the address too: its query parameter, and the query the server rendered with. */
export type InAddress = { param: string; query: ListQuery };

/**
 * `useState` whose value is also kept in the current history entry, for server-rendered lists;
 * with `address`, also in the address's query (a string value), which wins over the entry's copy.
 */
export function useHistoryState<T>(key: string, initial: T, restore: RestoreHistoryValue<T>, address?: T extends string ? InAddress : never): [T, (value: T) => void] {
  const param = address?.param;
  // The list's own address is a static page, rendered with `initial`; an address with filters is
  // rendered with them (lib/filtered-lists.ts).
  const [value, setValue] = useState(() => {
    const rendered = param === undefined ? undefined : address?.query[param];
    return (rendered === undefined ? undefined : restore(rendered)) ?? initial;
  });

  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeHistoryState(key, next, param && typeof next === 'string' && typeof initial === 'string' ? addressWith(param, next, initial) : undefined);
    },
    [key, param, initial],
  );

  // After mounting, not in the initializer: the static page rendered `initial`, and a reload keeps
  // the entry's state. A layout effect, so a list restored from the entry never paints unfiltered.
  useLayoutEffect(() => {
    const inAddress = param ? new URLSearchParams(window.location.search).get(param) : null;
    const restored = (inAddress !== null ? restore(inAddress) : undefined) ?? readHistoryState(key, restore);
    // Written back: the address then shows what a state carried from the other language chose.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring from the browser, once
    if (restored !== undefined) update(restored);
    // Once per mount: `restore` is a plain parser, not something to react to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Written to the current entry at once: Next replaces it with one that holds nothing (the
  // initial value) when the navigation ends, but a click elsewhere before then cancels it.
  useOnFreshVisit(() => update(initial));

  return [value, update];
}

export function storedString(stored: unknown): string | undefined {
  return typeof stored === 'string' ? stored : undefined;
}

/** One of `options`, whatever its case: a link typed or shared by hand may read `?filiale=GEM`. */
export function storedOneOf<T extends string>(options: readonly T[]): RestoreHistoryValue<T> {
  return (stored) => (typeof stored === 'string' ? options.find((option) => option.toLowerCase() === stored.toLowerCase()) : undefined);
}
