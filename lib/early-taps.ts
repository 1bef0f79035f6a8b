// On a slow phone a page is drawn seconds before its scripts run, and a tap on one of its buttons
// then did nothing: the menu stayed closed, the filter unchosen, and the visitor was left to guess
// whether to tap again. A small inline script notes taps on the buttons marked with `earlyTap`
// until React takes over, and the page taps them again once it works. Links need none of this (the
// browser follows them), nor do fields (lib/typed-before-hydration.ts).

/** Spread on a button (`<button {...earlyTap}>`) whose tap before the scripts run is carried out once they do. */
export const earlyTap = { 'data-early-tap': '' } as const;

type EarlyTaps = { taps: Element[]; stop: () => void };

declare global {
  interface Window {
    solioEarlyTaps?: EarlyTaps;
  }
}

/**
 * Runs in the page's HTML, before its buttons are parsed, as its own source (so it refers to
 * nothing outside itself, and the build's minifier keeps it short). Only marked buttons: replayed
 * later, a 'copy link' or 'share' tap would have lost the user activation the browser asks for. A
 * button tapped twice (nothing seemed to happen) counts once, at its last place in the order. Once
 * React listens (its marker on the document) it handles taps itself, replaying those on parts it
 * has not hydrated yet: noted as well, they would be carried out twice.
 */
function noteEarlyTaps() {
  const taps: Element[] = [];
  const stop = () => document.removeEventListener('click', note, true);
  function note(event: Event) {
    if (Object.keys(document).some((key) => key.startsWith('_reactListening'))) return stop();
    const button = event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
    if (!button) return;
    if (taps.includes(button)) taps.splice(taps.indexOf(button), 1);
    taps.push(button);
  }
  document.addEventListener('click', note, true);
  window.solioEarlyTaps = { taps, stop };
}

export const earlyTapScript = `(${noteEarlyTaps.toString()})()`;

/** Called once the page works: taps its early-tapped buttons again, in order. */
export function replayEarlyTaps(): void {
  const early = window.solioEarlyTaps;
  if (!early) return;
  early.stop();
  window.solioEarlyTaps = undefined;
  for (const button of early.taps) {
    if (button instanceof HTMLElement && button.isConnected && !(button instanceof HTMLButtonElement && button.disabled)) button.click();
  }
}
