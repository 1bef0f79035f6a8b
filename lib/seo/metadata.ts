// Page metadata: title, description, canonical URL and language alternates from one place.
import type { Metadata } from 'next';
import { localizedPath } from '@/lib/i18n/request-path';
import { textLanguage } from '@/lib/content/types';
import { routing, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { metaDescription } from './meta-description';
import { ogImageSize } from './og-image-size';

export function localizedUrl(path: string, locale: Locale): string {
  const pathname = localizedPath(path, locale);
  return `${siteConfig.url}${pathname}`;
}

function ogImageUrl(title: string, locale: Locale): string {
  return `${siteConfig.url}/api/og?${new URLSearchParams({ title, locale })}`;
}

const openGraphLocale: Record<Locale, string> = { fr: 'fr_FR', en: 'en_US' };

type PageMetadataInput = {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  noIndex?: boolean;
  /** The languages the page's text exists in, when not all: no alternate claims a translation that is not there. */
  languages?: readonly Locale[];
};

/** The hreflang cluster of a page that exists in `languages`: each one's URL, and x-default (French when it exists). */
export function languageAlternates(path: string, languages: readonly Locale[]): Record<string, string> {
  const fallback = languages.includes(routing.defaultLocale) ? routing.defaultLocale : (languages[0] ?? routing.defaultLocale);
  return { ...Object.fromEntries(languages.map((language) => [language, localizedUrl(path, language)])), 'x-default': localizedUrl(path, fallback) };
}

export function buildMetadata({ locale, path, title, description: text, noIndex = false, languages = routing.locales }: PageMetadataInput): Metadata {
  const description = metaDescription(text);
  return {
    title,
    description,
    alternates: { canonical: localizedUrl(path, locale), languages: languageAlternates(path, languages) },
    openGraph: {
      images: [{ url: ogImageUrl(title, locale), width: ogImageSize.width, height: ogImageSize.height, alt: title }],
      title,
      description,
      url: localizedUrl(path, locale),
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
 * search engines index the French text once, at its French address.
 */
export function contentMetadata(item: { languages: readonly Locale[] }, locale: Locale, page: { path: string; title: string; description: string }): Metadata {
  return buildMetadata({ ...page, locale: textLanguage(item, locale), languages: item.languages });
}
