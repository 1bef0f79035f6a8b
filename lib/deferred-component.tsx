'use client';

// A client component whose code loads when a visitor first wants it, as next/dynamic loads one,
// made to survive a lost connection. A failed next/dynamic load throws while rendering: the mobile
// menu, the cookie preferences and the toasts sit in the root layout, above every error boundary,
// so the whole page, with whatever the visitor had typed in it, gave way to Next's error screen,
// and React.lazy keeps the failure until the page is reloaded. Here the component that wanted the
// code hears of the failure, and the next time it is wanted, the code is fetched again.
import { useEffect, useEffectEvent, useSyncExternalStore, type ComponentType } from 'react';

type FailureProps = {
  /** The code could not be fetched: the part should be taken back (closed), so that it can be asked for again. */
  onLoadFailure: () => void;
};

// Told whenever a deferred part's code has come: a notice that an earlier try failed is then out of date.
const loadListeners = new Set<() => void>();

export function onDeferredComponentLoad(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

export function deferredComponent<Props extends object>(importComponent: () => Promise<ComponentType<Props>>) {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const isLoaded = () => Loaded !== undefined;

  const load = () =>
    (loading ??= importComponent().then(
      (component) => {
        Loaded = component;
        for (const listener of listeners) listener();
        for (const listener of loadListeners) listener();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  /** Rendered where the part is wanted: nothing until its code has come, then the part itself. */
  function Deferred({ onLoadFailure, ...props }: Props & FailureProps) {
    const ready = useSyncExternalStore(subscribe, isLoaded, () => false);
    const failed = useEffectEvent(onLoadFailure);
    useEffect(() => {
      if (ready) return;
      let mounted = true;
      load().catch(() => {
        if (mounted) failed();
      });
      return () => {
        mounted = false;
      };
    }, [ready]);
    return ready && Loaded ? <Loaded {...(props as Props)} /> : null;
  }

  return {
    Deferred,
    /** Starts fetching ahead of a click (a pointer over the button, the focus on it); a failure is tried again then. */
    preload: () => void load().catch(() => undefined),
  };
}
