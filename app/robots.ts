import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';

// Nothing is disallowed: noindex pages must stay crawlable for crawlers to read their noindex.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
