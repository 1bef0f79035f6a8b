// Page metadata: title, description, canonical URL and language alternates from one place.
import type { Metadata } from 'next';
import { localizedPath } from '@/lib/i18n/request-path';
import { textLanguage } from '@/lib/content/types';
import { routing, type Locale, type LocalizedPaths } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { metaDescription } from './meta-description';
import { ogCardSignature } from './og-signature';
import { ogImageSize } from './og-image-size';

/**
 * A page's absolute URL. The home page's has no final slash, as Next writes it in the canonical and
 * alternate links: the sitemap and the JSON-LD then give the same string, which crawlers and SEO
 * tools compare as written.
 */
export function localizedUrl(path: string, locale: Locale): string {
  const pathname = localizedPath(path, locale);
  return pathname === '/' ? siteConfig.url : `${siteConfig.url}${pathname}`;
}

function ogImageUrl(title: string, locale: Locale): string {
  return `${siteConfig.url}/api/og?${new URLSearchParams({ title, locale, sig: ogCardSignature(title, locale) })}`;
}

const openGraphLocale: Record<Locale, string> = { fr: 'fr_FR', en: 'en_US' };

type PageMetadataInput = {
  locale: Locale;
  title: string;
  description: string;
  noIndex?: boolean;
} & (
  | {
      path: string;
      /** The languages the page's text exists in, when not all: no alternate claims a translation that is not there. */
      languages?: readonly Locale[];
    }
  /** A page whose path differs by language (an event at the slug of its title in each). */
  | { paths: LocalizedPaths }
);

/** The same path in each of `languages`. */
export function samePathIn(path: string, languages: readonly Locale[] = routing.locales): LocalizedPaths {
  return Object.fromEntries(languages.map((language) => [language, path]));
}

/** Each language of `paths` in a fixed order, with its path. */
export function pathEntries(paths: LocalizedPaths): [Locale, string][] {
  return routing.locales.flatMap((language) => (paths[language] === undefined ? [] : [[language, paths[language]]]));
}

/** The hreflang cluster of a page: each language's URL, and x-default (French when it exists). */
export function languageAlternates(paths: LocalizedPaths): Record<string, string> {
  const entries = pathEntries(paths);
  const [fallback, fallbackPath] = entries.find(([language]) => language === routing.defaultLocale) ?? entries[0] ?? [routing.defaultLocale, '/'];
  return { ...Object.fromEntries(entries.map(([language, path]) => [language, localizedUrl(path, language)])), 'x-default': localizedUrl(fallbackPath, fallback) };
}

/** The `<title>`: the layout adds ' | Solio', except to a title that already names the group ('Le groupe devient Solio'). */
function documentTitle(title: string): Metadata['title'] {
  return new RegExp(`\\b${siteConfig.name}\\b`).test(title) ? { absolute: title } : title;
}

export function buildMetadata({ locale, title, description: text, noIndex = false, ...where }: PageMetadataInput): Metadata {
  const description = metaDescription(text);
  const paths = 'paths' in where ? where.paths : samePathIn(where.path, where.languages);
  const url = localizedUrl(paths[locale] ?? '/', locale);
  const languages = pathEntries(paths).map(([language]) => language);
  return {
    title: documentTitle(title),
    description,
    alternates: { canonical: url, languages: languageAlternates(paths) },
    openGraph: {
      images: [{ url: ogImageUrl(title, locale), width: ogImageSize.width, height: ogImageSize.height, alt: title }],
      title,
      description,
      url,
      siteName: siteConfig.name,
      locale: openGraphLocale[locale],
      alternateLocale: languages.filter((language) => language !== locale).map((language) => openGraphLocale[language]),
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title, description, images: [ogImageUrl(title, locale)] },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}

/**
 * Metadata of a content item's page under `locale`. An item written in one language only (WordPress
 * content under /en) is declared as the page in that language: canonical there, no alternate, so
 * search engines index the French text once, at its French address. `paths`: its address in each
 * language its text exists in (`samePathIn` when they are the same).
 */
export function contentMetadata(item: { languages: readonly Locale[] }, locale: Locale, page: { paths: LocalizedPaths; title: string; description: string }): Metadata {
  return buildMetadata({ ...page, locale: textLanguage(item, locale) });
}
