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

/**
 * One item: null when WordPress has none; on failure the last good copy, else 'unavailable'.
 * A copy is kept only of an item read at one of its own identifiers (`readAtOwnIdentifier`): the
 * lookup also finds it under variants without end (another case, spaces around an ACF id), whose
 * pages only redirect to it, and a copy of each would grow the memory and the disk for good.
 */
export async function readItem<T>(key: string, read: () => Promise<WpResult<T>>, readAtOwnIdentifier: (item: T) => boolean): Promise<ContentItem<T>> {
  const result = await read();
  if (result.status === 'ok') return readAtOwnIdentifier(result.data) ? rememberGood(key, result.data) : result.data;
  if (result.status === 'missing') {
    forgetGood(key);
    return null;
  }
  return lastGood<T>(key) ?? 'unavailable';
}
