'use client';

import { useSyncExternalStore } from 'react';
import { isNavigationWaiting, subscribeToNavigationWaits } from '@/lib/navigation-pending';

/**
 * A bar across the top of the window while a followed link waits for its page. Client navigations
 * show nothing of their own (the browser's progress shows only for full page loads): on a slow
 * connection a tap seemed to do nothing for seconds. It appears after a moment, so a quick
 * navigation shows no flash (the class, in app/globals.css).
 */
export function NavigationProgress() {
  const waiting = useSyncExternalStore(subscribeToNavigationWaits, isNavigationWaiting, () => false);
  return waiting ? <div aria-hidden data-testid="navigation-progress" className="navigation-progress" /> : null;
}
