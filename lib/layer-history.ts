// A layer that fills a phone's screen (a dialog's form, the gallery viewer, the menu) takes a history entry
// of its own while open: the phone's Back button closes it, as the visitor expects, instead of
// leaving the page and, with it, what they had typed in the layer.
import { useEffect, useEffectEvent, useRef } from 'react';

// Starts with '__' as Next's own keys do: the lists' state (use-history-state.ts) leaves it out.
const layerKey = '__solioLayer';

/**
 * Whether Back to the current entry leaves the page as it is. Next's router reloads the page for an
 * entry holding state without its own keys: it writes them a moment after an address change made
 * outside it (a list's filters, lib/fragment-entries.ts). A layer opened in that moment would close
 * into a reloaded page, with what was typed in it: it goes without an entry of its own then.
 */
function backStaysOnPage(): boolean {
  const state: unknown = window.history.state;
  return state === null || (typeof state === 'object' && '__NA' in state);
}

function currentLayer(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && layerKey in state ? state[layerKey] : undefined;
}

/**
 * `enter` as the layer opens, `leave` as it closes by its own means (its close button, Escape, a
 * send): the entry goes with it, so Back then leaves the page as before. Back while it is open
 * calls `close`. In the event handlers, not an effect: React runs a new effect twice in
 * development, and the second Back would have closed the layer it had just opened.
 */
export function useLayerHistory(open: boolean, close: () => void): { enter(): void; leave(): void; handOver(): void } {
  const entry = useRef<string | null>(null);
  const onBack = useEffectEvent(close);

  useEffect(() => {
    if (!open) return;
    const onPopState = () => {
      if (entry.current === null || currentLayer() === entry.current) return;
      entry.current = null;
      onBack();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);

  return {
    enter() {
      if (entry.current !== null || !backStaysOnPage()) return;
      entry.current = `${Date.now()}-${Math.random()}`;
      // Next's keys come along (spread): its router keeps the entry as the page's.
      window.history.pushState({ ...window.history.state, [layerKey]: entry.current }, '');
    },
    leave() {
      const ours = entry.current !== null && currentLayer() === entry.current;
      entry.current = null;
      if (ours) window.history.back();
    },
    /**
     * The layer closes for a link that takes its entry (`<Link replace>`): the new page replaces
     * the layer's entry rather than stacking on it, so Back from that page returns to the one below.
     * Going back first would undo the navigation as it starts.
     */
    handOver() {
      entry.current = null;
    },
  };
}
