import { safeDecode } from '@/lib/text/safe-decode';

/** The id of the page's `<main>`, which the skip link targets. */
export const mainContentId = 'main';

// Where keyboard and screen-reader users go on from when what they were on goes away (a followed
// link's page replaced, a cookie banner answered): the page's content, without scrolling it.
export function focusMainContent() {
  document.getElementById(mainContentId)?.focus({ preventScroll: true });
}

/** The element the address's #fragment names, if the page has one. */
export function sectionInAddress(): HTMLElement | null {
  const id = safeDecode(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** Focus on a section, as on the page's content, made focusable for it if need be. */
export function focusSection(section: HTMLElement) {
  if (!section.hasAttribute('tabindex')) section.tabIndex = -1;
  section.focus({ preventScroll: true });
}
