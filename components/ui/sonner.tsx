'use client';

import { useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { isToasterWanted, subscribeToToaster } from './toast';

const SonnerToaster = dynamic(() => import('./sonner-toaster').then((module) => module.SonnerToaster), { ssr: false });

export type ToasterLabels = { close: string; region: string };

/** Where the site's toasts appear; sonner itself loads once a toast may be raised (see ./toast). */
function Toaster({ labels }: { labels: ToasterLabels }) {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  return wanted ? <SonnerToaster containerAriaLabel={labels.region} toastOptions={{ closeButtonAriaLabel: labels.close }} /> : null;
}

export { Toaster };
