import type { MetadataRoute } from 'next';
import { contentSitemapItems, staticSitemapEntries, bilingualEntries } from '@/lib/seo/sitemap';

// Regenerated with the content (same 5-minute freshness), so new items appear without a deploy.
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const items = await contentSitemapItems();
  return [...staticSitemapEntries(), ...items.flatMap(bilingualEntries)];
}
