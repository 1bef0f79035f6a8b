// On a slow phone a page is drawn seconds before its scripts run, and a tap on one of its buttons
// then did nothing: the menu stayed closed, the filter unchosen, and the visitor was left to guess
// whether to tap again. A small inline script notes taps on the buttons marked `earlyTapAttribute`
// until React takes over, and the page taps them again once it works. Links need none of this (the
// browser follows them), nor do fields (lib/typed-before-hydration.ts).

const attribute = 'data-early-tap';

/** Spread on a button (`<button {...earlyTap}>`) whose tap before the scripts run is carried out once they do. */
export const earlyTap = { [attribute]: '' } as const;

type EarlyTaps = { taps: HTMLElement[]; stop: () => void };

declare global {
  interface Window {
    solioEarlyTaps?: EarlyTaps;
  }
}

/**
 * Runs in the page's HTML, before its buttons are parsed. Only marked buttons: replayed later, a
 * 'copy link' or 'share' tap would have lost the user activation the browser asks for. A button
 * tapped twice (nothing seemed to happen) counts once, at its last place in the order. Once React
 * listens (its marker on the document) it handles taps itself, replaying those on parts it has not
 * hydrated yet: noted as well, they would be carried out twice.
 */
export const earlyTapScript = `(() => {
  const taps = [];
  const note = (event) => {
    if (Object.keys(document).some((key) => key.startsWith('_reactListening'))) return stop();
    const button = event.target instanceof Element ? event.target.closest('[${attribute}]') : null;
    if (!button) return;
    if (taps.includes(button)) taps.splice(taps.indexOf(button), 1);
    taps.push(button);
  };
  const stop = () => document.removeEventListener('click', note, true);
  document.addEventListener('click', note, true);
  window.solioEarlyTaps = { taps, stop };
})();`;

/** Called once the page works: taps its early-tapped buttons again, in order. */
export function replayEarlyTaps(): void {
  const early = window.solioEarlyTaps;
  if (!early) return;
  early.stop();
  window.solioEarlyTaps = undefined;
  for (const button of early.taps) {
    if (button.isConnected && !(button instanceof HTMLButtonElement && button.disabled)) button.click();
  }
}
