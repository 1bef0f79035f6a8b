// Mappers from parsed WordPress responses to the site's domain types (lib/content/types.ts).
import 'server-only';
import type { ContentImage, EventType, PressRelease, Project, SiteEvent, SubsidiaryId, VideoLinks } from '@/lib/content/types';
import { parseCalendarDay, toIsoDay } from '@/lib/events/dates';
import type { Locale } from '@/lib/i18n/routing';
import { clampProgress } from '@/lib/projects/progress';
import { keepFiguresTogether } from '@/lib/text/figures';
import { decodeEntities, htmlToText } from './html-text';
import { sanitizeContentHtml } from './sanitize';
import { termSchema, wpMediaSchema, type WpEvent, type WpMediaSize, type WpPost, type WpPress, type WpProject } from './schemas';
import { foldAccents } from '@/lib/text/fold-accents';

/** The editors write in French only; the WordPress has no English fields. */
const wordpressLanguage = 'fr' satisfies Locale;

export type MapContext = { locale?: Locale; siteUrl?: string; newTabHint?: string; rewriteImageSrc?: (src: string) => string | undefined };

/**
 * Text shown on the site, from WordPress HTML: editors type '500 kW' with a plain space, and the
 * page keeps the figure on one line all the same (as the sanitizer does in the articles' HTML).
 */
function displayText(html: string): string {
  return keepFiguresTogether(htmlToText(html));
}

function title(post: WpPost): string {
  return keepFiguresTogether(decodeEntities(post.title?.rendered ?? '').trim());
}

/** The featured image from `_embedded`; absent when the response was read without `_embed`. */
function featuredImage(post: WpPost, alt: string): ContentImage | undefined {
  const parsed = wpMediaSchema.safeParse(post._embedded?.['wp:featuredmedia']?.[0]);
  if (!parsed.success) return undefined;
  const media = parsed.data;
  // Small uploads have no `large` size: fall back to the original file.
  const large = media.media_details?.sizes?.large;
  const src = large?.source_url ?? media.source_url;
  if (!src) return undefined;
  const width = large?.width ?? media.media_details?.width;
  const height = large?.height ?? media.media_details?.height;
  const widths = width && height ? sameShapeSizes(Object.values(media.media_details?.sizes ?? {}), width / height) : [];
  return { src, alt: decodeEntities(media.alt_text?.trim() || alt), width, height, ...(widths.length > 1 && { widths }) };
}

/**
 * The upload's sizes that show the whole picture, smallest first: WordPress also makes square
 * crops (its 150×150 thumbnail), which would show another picture where the browser picks them.
 */
function sameShapeSizes(sizes: (WpMediaSize | undefined)[], ratio: number): { src: string; width: number }[] {
  return sizes
    .flatMap((size) => (size?.width && size.height && Math.abs(size.width / size.height - ratio) / ratio < 0.02 ? [{ src: size.source_url, width: size.width }] : []))
    .sort((a, b) => a.width - b.width)
    .filter((size, index, sorted) => size.width !== sorted[index - 1]?.width);
}

function tagNames(post: WpPost): string[] {
  const groups = post._embedded?.['wp:term'] ?? [];
  return groups
    .flat()
    .flatMap((term) => {
      const result = termSchema.safeParse(term);
      return result.success && (result.data.taxonomy ?? 'post_tag') === 'post_tag' ? [decodeEntities(result.data.name).trim()] : [];
    })
    .filter((name) => name.length > 0);
}

function galleryImages(urls: string[], alt: string): ContentImage[] {
  return [...new Set(urls)].map((src, index) => ({ src, alt: `${alt} (${index + 1})` }));
}

function videos(youtube: string | undefined, linkedin: string | undefined): VideoLinks {
  return {
    ...(youtube?.trim() ? { youtube: youtube.trim() } : {}),
    ...(linkedin?.trim() ? { linkedin: linkedin.trim() } : {}),
  };
}

/**
 * An ACF date (dd/mm/yyyy as its date pickers return, or ISO) as yyyy-mm-dd; undefined unless it is
 * a real day, so an editor's '31/02/2026' falls back to the post's date instead of showing 3 March.
 */
export function frenchDateToIso(value: string): string | undefined {
  const day = parseCalendarDay(value);
  return day ? toIsoDay(day) : undefined;
}

/** WordPress's last edit, in UTC ('2026-10-01T08:00:00' → '2026-10-01T08:00:00Z'); undefined when missing or malformed. */
export function lastModified(post: { modified_gmt?: string }): string | undefined {
  const value = post.modified_gmt?.trim();
  return value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) ? `${value}Z` : undefined;
}

/** An editor's link, kept only when it is an http(s) address: a javascript: one must not reach the page. */
function webAddress(value: string | undefined): string | undefined {
  const text = value?.trim() && decodeEntities(value.trim());
  if (!text) return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol) ? text : undefined;
  } catch {
    return undefined;
  }
}

function optionalText(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? keepFiguresTogether(decodeEntities(text)) : undefined;
}

export function toPressRelease(post: WpPress, context: MapContext = {}): PressRelease {
  const name = title(post);
  const acf = post.acf;
  const acfId = acf?.id.trim();
  const excerptHtml = post.excerpt?.rendered ?? '';
  const contentHtml = post.content?.rendered ?? '';
  const tags = tagNames(post);
  return {
    id: acfId || post.slug || String(post.id),
    numericId: post.id,
    languages: [wordpressLanguage],
    slug: post.slug,
    title: name,
    excerpt: displayText(excerptHtml) || displayText(contentHtml).slice(0, 300),
    date: frenchDateToIso(acf?.date ?? '') ?? post.date.slice(0, 10),
    modified: lastModified(post),
    contentHtml: sanitizeContentHtml(contentHtml, context),
    image: featuredImage(post, name),
    gallery: galleryImages([...(acf?.images ?? []), ...(acf?.galerie ?? [])], name),
    tags: tags.length > 0 ? tags : ['wordpress'],
    videos: videos(acf?.video_youtube, acf?.video_linkedin),
  };
}

/** The editor's free-text event type; other values ('Salon', 'Webinaire') count as upcoming. */
export function toEventType(value: string): EventType {
  const normalized = foldAccents(value.trim().toLowerCase());
  if (normalized === 'spotlight') return 'spotlight';
  if (normalized === 'passe' || normalized === 'past') return 'past';
  return 'upcoming';
}

export function toEvent(post: WpEvent, context: MapContext = {}): SiteEvent {
  const name = title(post);
  const acf = post.acf;
  const contentHtml = post.content?.rendered ?? '';
  const excerpt = displayText(post.excerpt?.rendered ?? '');
  return {
    id: post.slug || String(post.id),
    numericId: post.id,
    languages: [wordpressLanguage],
    slug: post.slug,
    title: name,
    description: excerpt || displayText(contentHtml),
    contentHtml: sanitizeContentHtml(contentHtml, context),
    // No ACF date is no date (spec §5): the publication date would show a made-up day, a 'Passé' badge and calendar entries.
    dateText: acf?.date.trim() ?? '',
    modified: lastModified(post),
    startTime: optionalText(acf?.heure),
    endTime: optionalText(acf?.heure_fin) ?? optionalText(acf?.['heure-fin']),
    location: optionalText(acf?.lieu),
    type: toEventType(acf?.type ?? ''),
    tags: tagNames(post),
    image: featuredImage(post, name),
    gallery: galleryImages(acf?.galerie ?? [], name),
    videos: videos(acf?.video_youtube, acf?.video_linkedin),
    learnMoreUrl: webAddress(acf?.en_savoir_plus),
  };
}

/** The spec's free-text subsidiary mapping. */
export function toSubsidiary(value: string): SubsidiaryId {
  const text = value.toLowerCase();
  if (text.includes('growth') || text.includes('energy')) return 'growth-energy';
  if (text.includes('asking')) return 'asking';
  if (text.includes('mfg') || text.includes('technologies')) return 'mfg-technologies';
  if (text.includes('gem') || text.includes('mobility')) return 'gem';
  return 'growth-energy';
}

/** An editor's percentage ('45', '45,5'), as the progress bar takes it. */
function progress(value: string): number {
  return clampProgress(Number.parseFloat(value.replace(',', '.')));
}

export function toProject(post: WpProject, context: MapContext = {}): Project {
  const name = title(post);
  const acf = post.acf;
  const contentHtml = post.content?.rendered ?? '';
  const excerpt = displayText(post.excerpt?.rendered ?? '');
  const characteristics = acf?.caracteristiques.trim();
  // Free-text fields may hold HTML (objectives written in the rich editor): shown as text.
  const field = (value: string | undefined) => {
    const text = value ? displayText(value) : '';
    return text || undefined;
  };
  return {
    id: post.slug || String(post.id),
    numericId: post.id,
    languages: [wordpressLanguage],
    slug: post.slug,
    title: name,
    description: excerpt || displayText(contentHtml),
    contentHtml: sanitizeContentHtml(contentHtml, context),
    image: featuredImage(post, name),
    gallery: galleryImages(acf?.galerie ?? [], name),
    modified: lastModified(post),
    progress: progress(acf?.progression ?? ''),
    subsidiary: toSubsidiary(acf?.filiale ?? ''),
    location: field(acf?.pays),
    capacity: field(acf?.capacite),
    technology: field(acf?.technologie),
    storage: field(acf?.stockage),
    objectives: field(acf?.objectifs),
    annualCo2Reduction: field(acf?.annual_co2_reduction),
    impact: field(acf?.impact),
    optimisation: field(acf?.optimisation),
    chargerType: field(acf?.type_borne),
    powerSupply: field(acf?.alimentation),
    connectivity: field(acf?.connectivite),
    characteristicsHtml: characteristics ? sanitizeContentHtml(characteristics, context) : undefined,
    videos: videos(acf?.video_youtube, acf?.video_linkedin),
  };
}
