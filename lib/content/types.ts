// Domain types of the dynamic content (press releases, events, projects), whatever its source.
// WordPress shapes never reach past lib/wordpress/: its mappers produce these.
import type { Locale } from '@/lib/i18n/routing';

/** `widths`: the same picture at other widths (a CMS upload's sizes), for the browser to choose from. */
export type ContentImage = { src: string; alt: string; width?: number; height?: number; widths?: { src: string; width: number }[] };

export type VideoLinks = { youtube?: string; linkedin?: string };

export type PressRelease = {
  /** Route identifier: the ACF id trimmed, else the slug, else the numeric id. */
  id: string;
  numericId?: number;
  slug: string;
  /** The languages its text exists in: bundled content in both, WordPress's in French only (under /en it stays French). */
  languages: readonly Locale[];
  title: string;
  /** Plain text, HTML stripped. */
  excerpt: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  /** The source's last edit (ISO date-time, UTC), for the sitemap; bundled content has none. */
  modified?: string;
  /** Sanitized HTML. */
  contentHtml: string;
  image?: ContentImage;
  gallery: ContentImage[];
  tags: string[];
  videos: VideoLinks;
};

/** The type an editor gave the event; the displayed status is computed from it and the date. */
export type EventType = 'upcoming' | 'past' | 'spotlight';

export type SiteEvent = {
  id: string;
  numericId?: number;
  slug: string;
  /** The languages its text exists in: bundled content in both, WordPress's in French only (under /en it stays French). */
  languages: readonly Locale[];
  title: string;
  /** Plain-text summary used on cards and in calendar files. */
  description: string;
  /** Sanitized HTML of the full description. */
  contentHtml: string;
  /** The date as the editor wrote it: dd/mm/yyyy, a French long date (or range), or ISO; empty when none was given. */
  dateText: string;
  /** The source's last edit (ISO date-time, UTC), for the sitemap; bundled content has none. */
  modified?: string;
  /** Times as written (09h30, 14:00, 2:00 pm). */
  startTime?: string;
  endTime?: string;
  location?: string;
  type: EventType;
  tags: string[];
  image?: ContentImage;
  gallery: ContentImage[];
  videos: VideoLinks;
  learnMoreUrl?: string;
};

export type SubsidiaryId = 'growth-energy' | 'asking' | 'mfg-technologies' | 'gem';

export type Project = {
  id: string;
  numericId?: number;
  slug: string;
  /** The languages its text exists in: bundled content in both, WordPress's in French only (under /en it stays French). */
  languages: readonly Locale[];
  title: string;
  description: string;
  contentHtml: string;
  image?: ContentImage;
  gallery: ContentImage[];
  /** The source's last edit (ISO date-time, UTC), for the sitemap; bundled content has none. */
  modified?: string;
  /** 0–100, default 0. */
  progress: number;
  subsidiary: SubsidiaryId;
  /** Default 'Non spécifié' is applied at display time. */
  location?: string;
  capacity?: string;
  technology?: string;
  storage?: string;
  objectives?: string;
  annualCo2Reduction?: string;
  impact?: string;
  optimisation?: string;
  chargerType?: string;
  powerSupply?: string;
  connectivity?: string;
  /** Sanitized HTML. */
  characteristicsHtml?: string;
  videos: VideoLinks;
};

/** A list read from the content source: `failed` when the source could not be read. */
export type ContentList<T> = { items: T[]; failed: boolean };

/**
 * One item read from the content source: null when the source has none; 'unavailable' when it
 * could not be read and no good copy is kept, so the page must not claim the item does not exist.
 */
export type ContentItem<T> = T | null | 'unavailable';

/** The language an item's text is shown in on a page of `locale`. */
export function textLanguage(item: { languages: readonly Locale[] }, locale: Locale): Locale {
  return item.languages.includes(locale) ? locale : (item.languages[0] ?? locale);
}

/**
 * The `lang` an item's text needs on a page of `locale`: its own language when that is not the
 * page's (WordPress text on an English page), so screen readers read it with the right voice.
 */
export function foreignTextLanguage(item: { languages: readonly Locale[] }, locale: Locale): Locale | undefined {
  const language = textLanguage(item, locale);
  return language === locale ? undefined : language;
}
