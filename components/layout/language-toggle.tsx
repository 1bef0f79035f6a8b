'use client';

import { useCurrentLocale, useLocalePathname } from '@/lib/i18n/link';
import { localizedPath } from '@/lib/i18n/request-path';
import type { Locale } from '@/lib/i18n/routing';

// Goes to the same page in the other language, keeping the query and the hash.
// A full page load on purpose: <html lang> and every server-rendered text change with it.
export function LanguageToggle({ label, short }: { label: string; short: string }) {
  const other: Locale = useCurrentLocale() === 'fr' ? 'en' : 'fr';
  const href = localizedPath(useLocalePathname(), other);

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={label}
      onClick={(event) => {
        event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`;
      }}
      className="inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {short}
    </a>
  );
}
