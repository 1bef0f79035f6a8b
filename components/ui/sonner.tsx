'use client';

import { useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { isToasterWanted, subscribeToToaster } from './toast';

const SonnerToaster = dynamic(() => import('./sonner-toaster').then((module) => module.SonnerToaster), { ssr: false });

/** Where the page's toasts appear; sonner itself loads once a toast may be raised (see ./toast). */
function Toaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  return wanted ? <SonnerToaster /> : null;
}

export { Toaster };
