// What a content change invalidates: the payload the WordPress plugin sends and the tags and pages it maps to.
import { z } from 'zod';
import { routing } from '@/lib/i18n/routing';
import { cacheTags, type ContentType } from './cache-tags';

/** The header carrying the shared secret (the plugin reads it from wp-config.php). */
export const revalidationSecretHeader = 'x-revalidate-secret';

/** Post types and REST bases as WordPress names them, and the site's own names. */
const typeAliases: Record<string, ContentType> = {
  communique: 'press',
  communiques: 'press',
  press: 'press',
  evenement: 'event',
  evenements: 'event',
  event: 'event',
  events: 'event',
  projet: 'project',
  projets: 'project',
  project: 'project',
  projects: 'project',
};

// WordPress keeps a slug's non-Latin characters percent-encoded (`%d0%a1...`, up to 200 characters).
const identifier = z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(200).regex(/^[\w.%-]+$/)]);

export const revalidationPayloadSchema = z.looseObject({
  type: z
    .string()
    .trim()
    .toLowerCase()
    // Own keys only: `in` would also take '__proto__' or 'constructor'.
    .refine((value) => Object.hasOwn(typeAliases, value), 'unknown content type')
    .transform((value) => typeAliases[value] as ContentType),
  id: identifier.optional(),
  slug: identifier.optional(),
  /** The post's status after the change, as the plugin sends it ('publish', 'draft', 'trash'...). */
  status: z.string().trim().toLowerCase().optional(),
  /** Set when this server sends a webhook to itself again (lib/content/settle-pass.ts), which makes no further pass. */
  settle: z.boolean().optional(),
});

export type RevalidationPayload = z.infer<typeof revalidationPayloadSchema>;

/** Every tag the change touches: the type (all its lists and items), the lists per locale, the item by id and slug. */
export function tagsForChange({ type, id, slug }: RevalidationPayload): string[] {
  const tags = [cacheTags.list(type), ...routing.locales.map((locale) => cacheTags.localeList(type, locale))];
  for (const key of [id, slug]) if (key !== undefined) tags.push(cacheTags.item(type, key));
  return [...new Set(tags)];
}

const pagesOf: Record<ContentType, string[]> = {
  press: ['/[locale]/actualites/communiques', '/[locale]/actualites/communiques/[id]', '/[locale]/actualites/articles/[id]'],
  event: ['/[locale]/actualites/evenements', '/[locale]/actualites/evenements/[id]'],
  project: ['/[locale]/actualites/projets', '/[locale]/actualites/projets/[id]'],
};

/**
 * Next's implicit ("soft") tag of every page of a route pattern, the tag `revalidatePath(route, 'page')`
 * expires (see Next's how-revalidation-works guide, "Soft tags"). Marking it stale with
 * `revalidateTag(tag, 'max')` instead regenerates the pages in the background: an expired page makes
 * its next visitor wait for WordPress, up to its timeouts when WordPress hangs (outage policy).
 */
function pageTag(route: string): string {
  return `_N_T_${route}/page`;
}

/** The sitemap's own tag: it lists every item with its date. */
const sitemapTag = '_N_T_/sitemap.xml/route';

/**
 * Page tags to mark stale, both locales, and the sitemap's: pages prerendered from bundled content,
 * or whose item is addressed by an id the payload does not carry (a press release's ACF id), hold
 * no useful content tag. Nor does a sitemap built without WORDPRESS_API_URL: it listed the bundled
 * items, which answer 404 once WordPress is read, until its own five minutes were up.
 */
export function pageTagsForChange({ type }: RevalidationPayload): string[] {
  return [...pagesOf[type].map(pageTag), sitemapTag];
}

/**
 * Routes to expire (`revalidatePath`), whose pages then regenerate in the foreground, when the
 * payload says an item left the site: marked stale, its page would still show the removed text to
 * the next visitor, the editor checking the takedown included. The next visitor of an expired
 * page waits for WordPress, which the outage policy otherwise spares every visitor, so a payload
 * that gives no status only marks pages stale.
 */
export function routesToExpire({ type, status }: RevalidationPayload): string[] {
  return status !== undefined && status !== 'publish' ? pagesOf[type] : [];
}
