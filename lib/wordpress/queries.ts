// WordPress reads that return domain types: the entry point of code outside lib/wordpress, the media proxy's route apart.
import 'server-only';
import type { ContentImage, PressRelease, Project, SiteEvent } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { wpItem, wpList, wpPageSizes, wpPressItem, wpTimeouts, type WpResult } from './client';
import { toEvent, toPressRelease, toProject, type MapContext } from './mappers';
import { proxiedImage } from './media';

export { wordpressAnswered, wordpressApiUrl, wpTimeouts, type WpResult } from './client';

// Read from the message files themselves: the mapping runs in the data layer, for a locale it is given.
const newTabHints: Record<Locale, string> = { fr: fr.Common.opensInNewTab, en: en.Common.opensInNewTab };

function context(locale: Locale): MapContext {
  return { locale, siteUrl: siteConfig.url, newTabHint: newTabHints[locale], rewriteImageSrc: (src: string) => proxiedImage({ src, alt: '' })?.src };
}

/** Featured and gallery images served from the site's origin; any that is not an upload of the WordPress is left out. */
function withProxiedImages<T extends { image?: ContentImage; gallery: ContentImage[] }>(item: T): T {
  return { ...item, image: item.image && proxiedImage(item.image), gallery: item.gallery.flatMap((image) => proxiedImage(image) ?? []) };
}

function mapResult<A, B>(result: WpResult<A>, map: (value: A) => B): WpResult<B> {
  return result.status === 'ok' ? { status: 'ok', data: map(result.data) } : result;
}

export async function wpPressReleases(locale: Locale, tags: string[], { full = false } = {}): Promise<WpResult<PressRelease[]>> {
  const options = full ? { perPage: wpPageSizes.fullScan, timeoutMs: wpTimeouts.fullScan } : {};
  const result = await wpList('press', tags, options);
  return mapResult(result, (posts) => posts.map((post) => withProxiedImages(toPressRelease(post, context(locale)))));
}

export async function wpPressRelease(id: string, locale: Locale, tags: string[]): Promise<WpResult<PressRelease>> {
  return mapResult(await wpPressItem(id, tags), (post) => withProxiedImages(toPressRelease(post, context(locale))));
}

export async function wpEvents(locale: Locale, tags: string[]): Promise<WpResult<SiteEvent[]>> {
  return mapResult(await wpList('events', tags), (posts) => posts.map((post) => withProxiedImages(toEvent(post, context(locale)))));
}

export async function wpEvent(id: string, locale: Locale, tags: string[]): Promise<WpResult<SiteEvent>> {
  return mapResult(await wpItem('events', id, tags), (post) => withProxiedImages(toEvent(post, context(locale))));
}

export async function wpProjects(locale: Locale, tags: string[]): Promise<WpResult<Project[]>> {
  return mapResult(await wpList('projects', tags), (posts) => posts.map((post) => withProxiedImages(toProject(post, context(locale)))));
}

export async function wpProject(id: string, locale: Locale, tags: string[]): Promise<WpResult<Project>> {
  return mapResult(await wpItem('projects', id, tags), (post) => withProxiedImages(toProject(post, context(locale))));
}
