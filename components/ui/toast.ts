// Toasts without sonner in the page's JavaScript: its code (about 11 KB gzipped) loads when a
// visitor gets near something that raises one (prepareToasts), or with the first toast. sonner's
// store replays the toasts raised before its Toaster subscribed, so nothing is lost on the way.
//
// When sonner's code cannot be fetched (the connection dropped after the page loaded), the message
// is shown all the same, as a notice the page's own code draws (./sonner.tsx): the last one raised,
// until closed. So is the notice that a part of the page could not be loaded (connectionLost).

import { onDeferredComponentLoad } from '@/lib/deferred-component';

type ToastOptions = { description?: string };
export type Notice = { kind: 'message'; tone: 'success' | 'error'; title: string; description?: string } | { kind: 'connectionLost' };

let wanted = false;
let notice: Notice | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Mounts the Toaster ahead of the first toast, so its live region is in place to announce it. */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  changed();
}

/** sonner's Toaster could not be loaded: the next toast or preparation tries again. */
export function toasterFailed(): void {
  wanted = false;
  changed();
}

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = (): boolean => wanted;
export const currentNotice = (): Notice | null => notice;

function showNotice(next: Notice | null): void {
  if (next === notice) return;
  notice = next;
  changed();
}

export const dismissNotice = (): void => showNotice(null);

/** A part of the page (a menu, a dialog) could not be loaded: the visitor is told to check their connection. */
export const reportConnectionLost = (): void => showNotice({ kind: 'connectionLost' });

// Once a part has loaded after all, the notice is out of date; left up, it covered the part
// (a menu's last links), and a tap on its close button went through to them.
onDeferredComponentLoad(() => {
  if (notice?.kind === 'connectionLost') dismissNotice();
});

function show(tone: 'success' | 'error', title: string, { description }: ToastOptions = {}): void {
  prepareToasts();
  import('sonner').then(
    ({ toast }) => {
      dismissNotice();
      toast[tone](title, { description });
    },
    () => showNotice({ kind: 'message', tone, title, description }),
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
};
