'use client';

import { useEffect, useRef } from 'react';
import { replayEarlyTaps } from '@/lib/early-taps';
import { adoptFragmentEntries } from '@/lib/fragment-entries';
import { useLocalePathname } from '@/lib/i18n/link';
import { rememberPreviousPage } from '@/lib/previous-page';
import { focusMainContent, focusSection, mainContentId, sectionInAddress } from './main-content';

// Pages whose <body> carries a class of their own (spec: culture, activites, media).
const bodyClassByPath: Record<string, string> = {
  '/culture': 'page-culture',
  '/activites': 'page-activites',
  '/media': 'page-media',
};

// On each route change: scroll to the top (unless a hash asks for a section), move focus to the
// new page's content, and set the body class.
export function RouteEffects() {
  const pathname = useLocalePathname();
  const shownPath = useRef<string | null>(null);
  // The address of the page shown, with its locale prefix, as the page's links write it.
  const shownAddress = useRef<string | null>(null);
  // The path Back or Forward went to, until its page is shown. A path, not a flag: Back that closes
  // a dialog stays on the page (lib/layer-history.ts), and the next link followed is no traversal.
  const traversedTo = useRef<string | null>(null);

  useEffect(() => {
    // The page works: the notice that its scripts did not all come stays hidden (load-failure-notice.tsx).
    document.documentElement.setAttribute('data-hydrated', '');
    replayEarlyTaps();
    const onTraversal = () => (traversedTo.current = window.location.pathname);
    window.addEventListener('popstate', onTraversal);
    const stopAdopting = adoptFragmentEntries();
    return () => {
      window.removeEventListener('popstate', onTraversal);
      stopAdopting();
    };
  }, []);

  useEffect(() => {
    // Not when the page first hydrates: the browser has placed it already (a restored position on
    // back or reload, or a visitor who started scrolling before the scripts ran).
    const previous = shownPath.current;
    const previousAddress = shownAddress.current;
    const changed = previous !== null && previous !== pathname;
    const traversed = traversedTo.current === window.location.pathname;
    shownPath.current = pathname;
    shownAddress.current = window.location.pathname;
    traversedTo.current = null;
    if (changed) {
      rememberPreviousPage(previous);
      // Keyboard users go on from the new page's content, not from the link they followed (in the
      // footer, say); from the section the address names, when it names one (/carrieres/rejoignez-nous#offres).
      // Back to a page (a list) goes on from the link to the page just left, as the browser does
      // on a full page load: a screen-reader user finds their place in the list again.
      const returnedTo = traversed && previousAddress ? linkInMainTo(previousAddress) : null;
      const section = sectionInAddress();
      if (returnedTo) returnedTo.focus({ preventScroll: true });
      else if (section) focusSection(section);
      else focusMainContent();
      if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    const bodyClass = bodyClassByPath[pathname];
    if (!bodyClass) return;
    document.body.classList.add(bodyClass);
    return () => document.body.classList.remove(bodyClass);
  }, [pathname]);

  return null;
}

function linkInMainTo(address: string): HTMLElement | null {
  return document.getElementById(mainContentId)?.querySelector<HTMLElement>(`a[href="${CSS.escape(address)}"]`) ?? null;
}
