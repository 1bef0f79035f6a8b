/** The id of the page's `<main>`, which the skip link targets. */
export const mainContentId = 'main';

// Where keyboard and screen-reader users go on from when what they were on goes away (a followed
// link's page replaced, a cookie banner answered): the page's content, without scrolling it.
export function focusMainContent() {
  document.getElementById(mainContentId)?.focus({ preventScroll: true });
}
