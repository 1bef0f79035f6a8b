// The locale of a URL path, and the request headers the proxy passes it on with.
import { routing, type Locale } from './routing';

export const requestLocaleHeader = 'x-solio-locale';
export const requestPathHeader = 'x-solio-pathname';

export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return routing.locales.find((locale) => locale !== routing.defaultLocale && locale === first) ?? routing.defaultLocale;
}

/** The path without its locale prefix: `/en/contact` → `/contact`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeFromPathname(pathname);
  if (locale === routing.defaultLocale) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}
