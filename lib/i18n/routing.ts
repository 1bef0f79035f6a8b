// The site's locales and how they appear in URLs.
import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['fr', 'en'],
  defaultLocale: 'fr',
  // French keeps the original paths, English lives under /en, and a URL always serves its own
  // language (crawlers and shared links get the page they asked for). proxy.ts and next.config.ts's
  // rewrite do this routing; these two settings only say the same to next-intl.
  localePrefix: 'as-needed',
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];

/** A page's path in each language it exists in (without the locale prefix). */
export type LocalizedPaths = Partial<Record<Locale, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** Pages that exist in English only (spec README: the showrooms); their French paths redirect to them. */
export const englishOnlyPaths: readonly string[] = ['/showrooms', '/showrooms/zanzibar'];

/** /showrooms/zanzibar shows the same page as /showrooms (spec): this one is the canonical URL. */
export const showroomsCanonicalPath = '/showrooms';
