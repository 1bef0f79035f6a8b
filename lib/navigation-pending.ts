// Whether a link the visitor followed is still waiting for its page. Counted rather than set: when
// a second link is followed before the first page came, the first stops waiting as the second starts,
// in either order.
let waiting = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks a navigation as waiting; the function returned marks it done. */
export function startWaitingNavigation(): () => void {
  waiting += 1;
  changed();
  return () => {
    waiting -= 1;
    changed();
  };
}

export function subscribeToNavigationWaits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isNavigationWaiting = (): boolean => waiting > 0;
