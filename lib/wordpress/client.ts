// Typed reads of the WordPress REST API (WORDPRESS_API_URL, the /wp-json root): paths, timeouts, retry, cache tags.
import 'server-only';
import type { z } from 'zod';
import { serverEnv } from '@/lib/env';
import { describeError } from '@/lib/error-description';
import { safeDecode } from '@/lib/text/safe-decode';
import { wpEventSchema, wpPressSchema, wpProjectSchema, wpRootSchema, type WpEvent, type WpPress, type WpProject } from './schemas';

/** Spec §9: 10 s per call, 5 s for the connection check, 15 s for the full press scan. */
export const wpTimeouts = { default: 10_000, rootCheck: 5_000, fullScan: 15_000 } as const;
/** Spec §9: 50 per list page, 100 for the fallback scan and the article page's list. */
export const wpPageSizes = { list: 50, fullScan: 100 } as const;
/** Spec §9: data stays fresh 5 minutes. */
const wpRevalidateSeconds = 300;

const wpPaths = {
  press: '/wp/v2/communiques',
  events: '/wp/v2/evenements',
  projects: '/wp/v2/projets',
} as const;

export type WpResource = keyof typeof wpPaths;

/** WordPress keeps a slug in 200 characters at most, percent-encoded (`post_name`). */
const wpSlugMaxLength = 200;

/** An identifier no post can have: asking WordPress would only cost a request (and a cache tag too long for Next). */
function namesNothing(identifier: string): boolean {
  return !identifier || encodeURIComponent(safeDecode(identifier)).length > wpSlugMaxLength;
}

/**
 * The identifier as WordPress stores the slug of a French or English post (lower case, ASCII: it
 * removes accents when it saves one; words joined by single dashes), or undefined when no such slug
 * is written so. WordPress cleans the slug it is asked for, removing accents, and splits it at
 * commas and spaces, so `Énergie`, `énergie!` or `energie,x` would all find the post `energie`:
 * each such variant would be one more answer in Next's data cache, without end.
 */
function asStoredSlug(identifier: string): string | undefined {
  const slug = safeDecode(identifier).toLowerCase();
  return /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/.test(slug) ? slug : undefined;
}

/** A post id as WordPress writes it: its id path would also take `018` for 18. */
const postId = /^[1-9]\d*$/;

type FetchOptions = {
  timeoutMs?: number;
  tags: string[];
  /** Statuses that mean, besides 404, that WordPress has nothing to show here. */
  missingStatuses?: readonly number[];
};

/**
 * What WordPress answers anonymous readers on the id path of a post that exists but is not public (a
 * draft, a private or a trashed post): 401, or 403 when the request carries someone's credentials.
 */
const notPublicStatuses = [401, 403] as const;

/** `missing`: WordPress answered that it has nothing; `failed`: it could not be read. */
export type WpResult<T> = { status: 'ok'; data: T } | { status: 'missing' } | { status: 'failed'; reason: string };

export function wordpressApiUrl(): string | undefined {
  return serverEnv().WORDPRESS_API_URL;
}

class RetryableError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/**
 * After a read whose last attempt timed out, WordPress is taken as hanging for this long: reads fail
 * at once and pages fall back to their last good copy, instead of each uncached page waiting out
 * the timeouts in turn. An editor's save (the revalidation webhook) ends the pause.
 */
export const hangingPauseMs = 30_000;

// On globalThis: the webhook's route handler and the pages may each load their own copy of this module.
const hanging = ((globalThis as { solioWordPressHanging?: { until: number } }).solioWordPressHanging ??= { until: 0 });

export function wordpressAnswered(): void {
  hanging.until = 0;
}

/**
 * Rejects when `signal` aborts. Next drops a fetch's signal when it refreshes a stale data-cache entry
 * while regenerating a page, so a hanging WordPress would hold that regeneration (and the page's
 * next regenerations) until the socket gives up, minutes later: the deadline is enforced here too.
 */
function abortion(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

async function fetchOnce(url: string, { timeoutMs = wpTimeouts.default, tags, missingStatuses = [] }: FetchOptions): Promise<WpResult<unknown>> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const aborted = abortion(deadline);
  let response: Response;
  try {
    response = await Promise.race([
      fetch(url, { headers: { accept: 'application/json' }, signal: deadline, next: { revalidate: wpRevalidateSeconds, tags } }),
      aborted,
    ]);
  } catch (error) {
    throw new RetryableError(describeError(error), deadline.aborted);
  }
  if (response.status === 404 || missingStatuses.includes(response.status)) return { status: 'missing' };
  if (response.status >= 500 || response.status === 429) throw new RetryableError(`HTTP ${response.status}`);
  if (!response.ok) return { status: 'failed', reason: `HTTP ${response.status}` };
  try {
    // The same deadline covers the body, which a struggling server may send slowly.
    return { status: 'ok', data: await Promise.race([response.json(), aborted]) };
  } catch {
    throw new RetryableError(deadline.aborted ? `body not received: ${String(deadline.reason)}` : 'not JSON (WORDPRESS_API_URL is the REST root, ending in /wp-json)', deadline.aborted);
  }
}

/** GET with one retry on network errors, timeouts, 5xx and unreadable bodies. Never throws. */
async function wpGet(path: string, options: FetchOptions): Promise<WpResult<unknown>> {
  const base = wordpressApiUrl();
  if (!base) return { status: 'failed', reason: 'WORDPRESS_API_URL is not set' };
  if (Date.now() < hanging.until) return { status: 'failed', reason: 'WordPress timed out moments ago' };
  const url = `${base}${path}`;
  let lastReason = '';
  let timedOut = false;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await fetchOnce(url, options);
    } catch (error) {
      lastReason = error instanceof Error ? error.message : String(error);
      timedOut = error instanceof RetryableError && error.timedOut;
    }
  }
  if (timedOut) hanging.until = Date.now() + hangingPauseMs;
  console.warn(`[wordpress] GET ${url} failed: ${lastReason}`);
  return { status: 'failed', reason: lastReason };
}

/** Parses each element on its own: one malformed post is logged and skipped, not the whole list. */
export function parseList<T>(schema: z.ZodType<T>, data: unknown, path: string): T[] | undefined {
  if (!Array.isArray(data)) {
    console.warn(`[wordpress] GET ${path}: expected a list, got ${typeof data}`);
    return undefined;
  }
  return data.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    console.warn(`[wordpress] GET ${path}: skipped a malformed item`, parsed.error.issues.slice(0, 3));
    return [];
  });
}

function parseOne<T>(schema: z.ZodType<T>, data: unknown, path: string): T | undefined {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.warn(`[wordpress] GET ${path}: malformed item`, parsed.error.issues.slice(0, 3));
  return undefined;
}

type RawMap = { press: WpPress; events: WpEvent; projects: WpProject };
type RawOf<R extends WpResource> = RawMap[R];
const schemas: { [R in WpResource]: z.ZodType<RawMap[R]> } = { press: wpPressSchema, events: wpEventSchema, projects: wpProjectSchema };

export async function wpList<R extends WpResource>(
  resource: R,
  tags: string[],
  { perPage = wpPageSizes.list, timeoutMs = wpTimeouts.default }: { perPage?: number; timeoutMs?: number } = {},
): Promise<WpResult<RawOf<R>[]>> {
  const path = `${wpPaths[resource]}?_embed&per_page=${perPage}`;
  const result = await wpGet(path, { tags, timeoutMs });
  if (result.status !== 'ok') return result.status === 'missing' ? { status: 'failed', reason: 'HTTP 404' } : result;
  const items = parseList<RawOf<R>>(schemas[resource], result.data, path);
  return items ? { status: 'ok', data: items } : { status: 'failed', reason: 'not a list' };
}

/** `slug` as asStoredSlug gives it: nothing in it to encode. */
async function bySlug<R extends WpResource>(resource: R, slug: string, tags: string[]): Promise<WpResult<RawOf<R>>> {
  const path = `${wpPaths[resource]}?slug=${slug}&_embed`;
  const result = await wpGet(path, { tags });
  if (result.status !== 'ok') return result;
  const items = parseList<RawOf<R>>(schemas[resource], result.data, path);
  if (!items) return { status: 'failed', reason: 'not a list' };
  return items[0] ? { status: 'ok', data: items[0] } : { status: 'missing' };
}

/**
 * One item by route identifier. Spec §7: a numeric identifier is tried on the id path first and,
 * on 404, on the slug path; anything else is a slug. One written as no slug is (`Énergie`,
 * `slug!`) is missing without a request (see asStoredSlug).
 *
 * A post no longer public answers its id path with 401, not 404: taken as missing too, so that its
 * last good copy is dropped and it leaves the site as a deleted post does. The slug path is asked
 * next, as after a 404; a WordPress closed to anonymous reads fails there, and pages keep their
 * last good copies.
 */
export async function wpItem<R extends WpResource>(resource: R, id: string, tags: string[]): Promise<WpResult<RawOf<R>>> {
  const identifier = id.trim();
  if (namesNothing(identifier)) return { status: 'missing' };
  if (postId.test(identifier)) {
    const path = `${wpPaths[resource]}/${identifier}?_embed`;
    const result = await wpGet(path, { tags, missingStatuses: notPublicStatuses });
    if (result.status === 'ok') {
      const item = parseOne<RawOf<R>>(schemas[resource], result.data, path);
      return item ? { status: 'ok', data: item } : { status: 'failed', reason: 'malformed item' };
    }
    if (result.status === 'failed') return result;
  }
  const slug = asStoredSlug(identifier);
  return slug ? bySlug(resource, slug, tags) : { status: 'missing' };
}

/** Press releases are also addressed by their ACF id (CP-2026-003): the last resort is the full scan. */
export async function wpPressItem(id: string, tags: string[]): Promise<WpResult<RawOf<'press'>>> {
  const direct = await wpItem('press', id, tags);
  if (direct.status !== 'missing' || namesNothing(id.trim())) return direct;
  const scan = await wpList('press', tags, { perPage: wpPageSizes.fullScan, timeoutMs: wpTimeouts.fullScan });
  if (scan.status !== 'ok') return scan;
  const wanted = id.trim().toLowerCase();
  const match = scan.data.find((post) => post.acf?.id.trim().toLowerCase() === wanted);
  return match ? { status: 'ok', data: match } : { status: 'missing' };
}

/** Connection check (spec §7): the API root answers within 5 s and lists the wp/v2 namespace. */
export async function wpIsReachable(): Promise<boolean> {
  const result = await wpGet('/', { tags: [], timeoutMs: wpTimeouts.rootCheck });
  if (result.status !== 'ok') return false;
  const parsed = wpRootSchema.safeParse(result.data);
  return parsed.success && parsed.data.namespaces.includes('wp/v2');
}

