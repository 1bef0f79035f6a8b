// The locale of a URL path, how a path is written in each locale, and the request headers the
// proxy passes the locale on with. No next-intl import: client components use these too.
import { routing, type Locale } from './routing';

export const requestLocaleHeader = 'x-solio-locale';
export const requestPathHeader = 'x-solio-pathname';

/** The locale of a public path (`/en/...` is English, anything else French). While a French page is
 * prerendered its path is the rewritten `/fr/...`, which is French too. */
export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return routing.locales.find((locale) => locale === first) ?? routing.defaultLocale;
}

/** The path without its locale prefix: `/en/contact` → `/contact`, and `/fr/contact` → `/contact`. */
export function pathWithoutLocale(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (!routing.locales.some((locale) => locale === first)) return pathname;
  return pathname.slice(first.length + 1) || '/';
}

/** A locale-less path as written in a locale: French unprefixed, English under `/en`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
