// JSON-LD for content pages, serialized so text from the CMS cannot close the <script> it sits in.
import type { PressRelease } from '@/lib/content/types';
import { siteConfig } from '@/lib/site-config';

/** JSON with `<` escaped: a title holding `</script>` stays inside the JSON-LD block. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function absolute(src: string): string {
  return src.startsWith('/') ? `${siteConfig.url}${src}` : src;
}

export function newsArticleJsonLd(release: PressRelease, url: string) {
  const images = [release.image, ...release.gallery].flatMap((image) => (image ? [absolute(image.src)] : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: release.title.slice(0, 110),
    description: release.excerpt,
    datePublished: release.date,
    image: [...new Set(images)],
    url,
    mainEntityOfPage: url,
    keywords: release.tags.join(', '),
    author: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
  };
}
