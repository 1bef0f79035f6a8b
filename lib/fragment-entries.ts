// A link to a fragment of the page (the skip link, an anchor in an article) makes a history entry of
// the browser's own, without the state Next's router keeps in each entry. Back to such an entry
// from another page changed the address but left that other page on screen; once a list had kept
// its filters in it, Back to it reloaded the whole page, and so did closing a dialog opened over it.
// Written again through history.replaceState, which Next's router follows, the entry becomes the
// page's own.

function adoptFragmentEntry(): void {
  if (window.history.state === null) window.history.replaceState(null, '', window.location.href);
}

/** Hands each fragment navigation's entry to Next's router; returns the cleanup. */
export function adoptFragmentEntries(): () => void {
  window.addEventListener('hashchange', adoptFragmentEntry);
  return () => window.removeEventListener('hashchange', adoptFragmentEntry);
}
