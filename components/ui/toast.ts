// Toasts without sonner in the page's JavaScript: its code (about 11 KB gzipped) loads when a
// visitor gets near something that raises one (prepareToasts), or with the first toast. sonner's
// store replays the toasts raised before its Toaster subscribed, so nothing is lost on the way.
import type { ExternalToast } from 'sonner';

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the Toaster ahead of the first toast, so its live region is in place to announce it. */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = (): boolean => wanted;

function show(kind: 'success' | 'error', title: string, data?: ExternalToast): void {
  prepareToasts();
  void import('sonner').then(({ toast }) => toast[kind](title, data));
}

export const toast = {
  success: (title: string, data?: ExternalToast) => show('success', title, data),
  error: (title: string, data?: ExternalToast) => show('error', title, data),
};
