'use client';

// The site's internal links and current path, on next/link and next/navigation alone. next-intl's
// own navigation would put its client runtime (message formatting included) on every page, for
// what is a prefix on English paths.
import { useEffect, type ComponentProps } from 'react';
import NextLink, { useLinkStatus } from 'next/link';
import { useParams, usePathname, useRouter } from 'next/navigation';
import { announceFreshVisit, opensThisPageAfresh } from '@/lib/fresh-visit';
import { startWaitingNavigation } from '@/lib/navigation-pending';
import { cameFrom } from '@/lib/previous-page';
import { isLocale, type Locale } from './routing';
import { localeFromPathname, localizedPath, pathWithoutLocale } from './request-path';

/** The page's locale: the `[locale]` segment, or the path outside it (the global 404). */
export function useCurrentLocale(): Locale {
  const { locale } = useParams<{ locale?: string }>() ?? {};
  const pathname = usePathname();
  return isLocale(locale) ? locale : localeFromPathname(pathname);
}

/** The current path without its locale prefix, as the site's route table writes it. */
export function useLocalePathname(): string {
  return pathWithoutLocale(usePathname());
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** A path without locale prefix, e.g. `/contact` or `/actualites/communiques#liste`. */
  href: string;
  /**
   * A link back to a list: to a visitor who came from it, it is the browser's Back, which brings
   * the list back as they left it (filters, search, scroll) instead of a fresh one.
   */
  back?: boolean;
  /** Another locale than the page's (the English-only showrooms). */
  locale?: Locale;
};

/**
 * Prefetches its page when the visitor shows intent (pointer over it, focus, touch), not when it
 * scrolls into view: viewport prefetching fetched and decoded a dozen pages while the home page
 * was still loading, a quarter of a phone's main-thread work for pages most visitors never open.
 */
export function Link({ href, locale, back, onMouseEnter, onFocus, onTouchStart, children, ...props }: LinkProps) {
  const currentLocale = useCurrentLocale();
  const router = useRouter();
  const target = localizedPath(href, locale ?? currentLocale);
  const prefetchThen =
    <LinkEvent,>(handler?: (event: LinkEvent) => void) =>
    (event: LinkEvent) => {
      router.prefetch(target);
      handler?.(event);
    };
  // Called for a plain click only: a new tab or window still opens the link's own address.
  const onNavigate: ComponentProps<typeof NextLink>['onNavigate'] = (event) => {
    if (!back || !cameFrom(href)) {
      if (opensThisPageAfresh(target)) announceFreshVisit();
      return props.onNavigate?.(event);
    }
    event.preventDefault();
    router.back();
  };
  return (
    <NextLink href={target} prefetch={false} onMouseEnter={prefetchThen(onMouseEnter)} onFocus={prefetchThen(onFocus)} onTouchStart={prefetchThen(onTouchStart)} {...props} onNavigate={onNavigate}>
      {children}
      <WaitingNavigation />
    </NextLink>
  );
}

/** Tells the page's progress bar (components/layout/navigation-progress.tsx) while this link's page is on its way. */
function WaitingNavigation() {
  const { pending } = useLinkStatus();
  useEffect(() => (pending ? startWaitingNavigation() : undefined), [pending]);
  return null;
}
