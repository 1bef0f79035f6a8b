'use client';

// The site's internal links and current path, on next/link and next/navigation alone. next-intl's
// own navigation would put its client runtime (message formatting included) on every page, for
// what is a prefix on English paths.
import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { useParams, usePathname } from 'next/navigation';
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
  /** Another locale than the page's (the English-only showrooms). */
  locale?: Locale;
};

export function Link({ href, locale, ...props }: LinkProps) {
  const currentLocale = useCurrentLocale();
  return <NextLink href={localizedPath(href, locale ?? currentLocale)} {...props} />;
}
