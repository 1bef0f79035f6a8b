import type { MetadataRoute } from 'next';
import { staticSitemapEntries } from '@/lib/seo/sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return staticSitemapEntries();
}
