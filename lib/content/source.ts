// Shared read policy of the content facade: bundled content without WordPress, last good copy on failure.
import 'server-only';
import { wordpressApiUrl, type WpResult } from '@/lib/wordpress/queries';
import type { ContentItem, ContentList } from './types';
import { forgetGood, lastGood, rememberGood } from './last-good';

export function usesWordPress(): boolean {
  return wordpressApiUrl() !== undefined;
}

/** A list: the fresh read, else the last good copy, else `fallback` marked as failed. */
export async function readList<T>(key: string, read: () => Promise<WpResult<T[]>>, fallback: T[]): Promise<ContentList<T>> {
  const result = await read();
  if (result.status === 'ok') return { items: rememberGood(key, result.data), failed: false };
  const previous = lastGood<T[]>(key);
  return previous ? { items: previous, failed: false } : { items: fallback, failed: true };
}

/** One item: null when WordPress has none; on failure the last good copy, else 'unavailable'. */
export async function readItem<T>(key: string, read: () => Promise<WpResult<T>>): Promise<ContentItem<T>> {
  const result = await read();
  if (result.status === 'ok') return rememberGood(key, result.data);
  if (result.status === 'missing') {
    forgetGood(key);
    return null;
  }
  return lastGood<T>(key) ?? 'unavailable';
}

/** Finds an item in a list (bundled, or the last one read) by route id, slug or numeric id, `id` already decoded. */
export function findByRouteId<T extends { id: string; slug: string; numericId?: number }>(items: T[], id: string): T | null {
  const wanted = id.trim().toLowerCase();
  return (
    items.find(
      (item) => item.id.toLowerCase() === wanted || item.slug.toLowerCase() === wanted || String(item.numericId ?? '') === wanted,
    ) ?? null
  );
}
