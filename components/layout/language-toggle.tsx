'use client';

import type { SyntheticEvent } from 'react';
import { useCurrentLocale, useLocalePathname } from '@/lib/i18n/link';
import { localizedPath } from '@/lib/i18n/request-path';
import { englishOnlyPaths, type Locale } from '@/lib/i18n/routing';
import { carryHistoryStateTo } from '@/lib/use-history-state';

// Goes to the same page in the other language, keeping the query, the hash and the lists' filters.
// A full page load on purpose: <html lang> and every server-rendered text change with it.
export function LanguageToggle({ label, short, unavailable }: { label: string; short: string; unavailable: string }) {
  const other: Locale = useCurrentLocale() === 'fr' ? 'en' : 'fr';
  const pathname = useLocalePathname();
  const href = localizedPath(pathname, other);

  // The French path of an English-only page redirects back here: say so instead of offering a dead link.
  if (other === 'fr' && englishOnlyPaths.includes(pathname)) {
    return (
      <span lang={other} title={unavailable} className="inline-flex h-10 min-w-10 cursor-not-allowed items-center justify-center px-2 text-sm font-semibold text-muted-foreground">
        <span aria-hidden>{short}</span>
        <span className="sr-only">{unavailable}</span>
      </span>
    );
  }

  // The query and hash are the visitor's, known only in the browser (the header is the same for
  // every address). They join the link before any way of following it: a click, the keyboard, a
  // middle click, 'Open in new tab' or 'Copy link'. So does the page's own address in the other
  // language, which its hreflang link declares when the path differs (an event at its title in each
  // language): the same path under the other prefix would only redirect there.
  const withQueryAndHash = (event: SyntheticEvent<HTMLAnchorElement>) => {
    const declared = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${other}"]`);
    const path = declared ? new URL(declared.href).pathname : href;
    event.currentTarget.href = `${path}${window.location.search}${window.location.hash}`;
    return path;
  };
  // The filters of a list that keeps them in its history entry (lib/use-history-state.ts) go too.
  const followed = (event: SyntheticEvent<HTMLAnchorElement>) => carryHistoryStateTo(withQueryAndHash(event));

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      // The name starts with what is shown ('EN, Switch to English'): speech users say what they see (WCAG 2.5.3).
      aria-label={`${short}, ${label}`}
      onPointerDown={withQueryAndHash}
      onFocus={withQueryAndHash}
      onClick={followed}
      className="inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      {short}
    </a>
  );
}
