// Page metadata: title, description, canonical URL and language alternates from one place.
import type { Metadata } from 'next';
import { localizedPath } from '@/lib/i18n/request-path';
import { routing, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { ogImageSize } from './og-image-size';

export function localizedUrl(path: string, locale: Locale): string {
  const pathname = localizedPath(path, locale);
  return `${siteConfig.url}${pathname}`;
}

function ogImageUrl(title: string, locale: Locale): string {
  return `${siteConfig.url}/api/og?${new URLSearchParams({ title, locale })}`;
}

type PageMetadataInput = {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  noIndex?: boolean;
};

export function buildMetadata({ locale, path, title, description, noIndex = false }: PageMetadataInput): Metadata {
  const languages = Object.fromEntries(routing.locales.map((l) => [l, localizedUrl(path, l)]));
  return {
    title,
    description,
    alternates: {
      canonical: localizedUrl(path, locale),
      languages: { ...languages, 'x-default': localizedUrl(path, routing.defaultLocale) },
    },
    openGraph: {
      images: [{ url: ogImageUrl(title, locale), width: ogImageSize.width, height: ogImageSize.height, alt: title }],
      title,
      description,
      url: localizedUrl(path, locale),
      siteName: siteConfig.name,
      locale: locale === 'fr' ? 'fr_FR' : 'en_US',
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title, description, images: [ogImageUrl(title, locale)] },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
