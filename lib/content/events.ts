// Events for the pages. This version serves the bundled events; the WordPress-backed one keeps these signatures.
import type { Locale } from '@/lib/i18n/routing';
import { bundledEvents } from './bundled/events';
import { findLocalizedByIdentifier } from './find-by-identifier';
import type { ContentList, SiteEvent } from './types';

export async function getEvents(locale: Locale): Promise<ContentList<SiteEvent>> {
  return { items: bundledEvents[locale], failed: false };
}

/** By numeric id, slug or slug-like identifier; null when none matches. */
export async function getEvent(id: string, locale: Locale): Promise<SiteEvent | null> {
  return findLocalizedByIdentifier(bundledEvents, id, locale) ?? null;
}
