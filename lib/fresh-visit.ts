// A link to the page the visitor is on (the menu's 'Communiqués' on the press list) opens it afresh,
// as a page load would: its lists drop the filters and searches the visitor had set. Next keeps the
// page mounted on such a navigation, since the route is the same, and gives it a history entry
// without the lists' state (or an address without the jobs list's query): without this the list
// would still show filters that neither the address nor Back know about.
import { useEffect, useEffectEvent } from 'react';

const listeners = new Set<() => void>();

/** True when following `target` leaves the visitor on this page's path, other than to an anchor in it. */
export function opensThisPageAfresh(target: string): boolean {
  const url = new URL(target, window.location.href);
  return url.pathname === window.location.pathname && url.hash === '';
}

export function announceFreshVisit(): void {
  for (const listener of listeners) listener();
}

/** Runs `reset` when a link opens this page afresh. */
export function useOnFreshVisit(reset: () => void): void {
  const onFreshVisit = useEffectEvent(reset);
  useEffect(() => {
    const listener = () => onFreshVisit();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
