// Builders of schema.org structured data (JSON-LD) for the pages; rendered by components/seo/json-ld.tsx.
import { groupFigures } from '@/lib/content/figures';
import { pressImages } from '@/lib/content/press-assets';
import type { PressRelease } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { shortenAtWord } from './meta-description';
import { localizedUrl } from './metadata';

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

const languageTags: Record<Locale, string> = { fr: 'fr-FR', en: 'en-US' };

type Office = { city: string; countryCode: string };

export function organizationJsonLd({ description, logoPath, offices }: { description: string; logoPath: string; offices: Office[] }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    url: siteConfig.url,
    logo: `${siteConfig.url}${logoPath}`,
    description,
    foundingDate: String(groupFigures.foundedYear),
    email: siteConfig.emails.contact,
    address: offices.map(({ city, countryCode }) => ({ '@type': 'PostalAddress', addressLocality: city, addressCountry: countryCode })),
    sameAs: [siteConfig.linkedinUrl],
  };
}

/** Google needs at least two items, each but the last with a URL; every item here has one. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
  };
}

export function webPageJsonLd({ locale, path, name, description }: { locale: Locale; path: string; name: string; description: string }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url: localizedUrl(path, locale),
    inLanguage: languageTags[locale],
    isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: siteConfig.url },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
  };
}

/** Google asks for a concise headline, long ones being truncated on some devices; its earlier guidance capped it at 110 characters. */
const newsHeadlineLength = 110;

function absolute(src: string): string {
  return src.startsWith('/') ? `${siteConfig.url}${src}` : src;
}

export function newsArticleJsonLd(release: PressRelease, url: string): JsonLdObject {
  // The 'image not available' placeholder is no picture of the article.
  const images = [release.image, ...release.gallery].flatMap((image) => (image && image.src !== pressImages.placeholder.src ? [absolute(image.src)] : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: shortenAtWord(release.title, newsHeadlineLength),
    description: release.excerpt,
    // The editor's publication day (ACF gives no time); the source's last edit, when it has one.
    datePublished: release.date,
    ...(release.modified ? { dateModified: release.modified } : {}),
    image: [...new Set(images)],
    url,
    mainEntityOfPage: url,
    keywords: release.tags.join(', '),
    author: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
  };
}

/** JSON safe to inline in a <script>: `<` is escaped so no `</script>` or `<!--` can close or alter the element
 * (and U+2028/2029, which older parsers treat as line ends). */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
