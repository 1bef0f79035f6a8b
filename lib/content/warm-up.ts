// After the webhook: the pages that show the changed item are requested once from this server, so
// that their regeneration starts at once rather than on their next visit. Marked stale, a page
// gives its first visitor the previous version; without this, that visitor is the editor checking
// the change, or a social network's crawler reading a link the editor has just shared.
import 'server-only';
import { serverEnv } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/request-path';
import { routing } from '@/lib/i18n/routing';
import { slugPathSegment } from '@/lib/text/safe-decode';
import type { ContentType } from './cache-tags';
import { getEvent } from './events';
import { eventPath, pressReleasePath, projectPath } from './item-paths';
import { getPressRelease } from './press';
import { getProject } from './projects';
import type { RevalidationPayload } from './revalidation';

const listPaths: Record<ContentType, string> = {
  press: '/actualites/communiques',
  event: '/actualites/evenements',
  project: '/actualites/projets',
};

/**
 * The item's own pages: the address its card links to, which is canonical (a press release's ACF
 * id, the slug of an event's or project's title), and an event's or project's WordPress slug,
 * which finds it too. The item is read as the site last read it: its card address is the one
 * visitors hold.
 */
async function itemPaths({ type, id, slug }: RevalidationPayload): Promise<string[]> {
  const key = id ?? slug;
  if (key === undefined) return [];
  const base = listPaths[type];
  const bySlug = slug === undefined ? [] : [`${base}/${slugPathSegment(String(slug))}`];
  if (type === 'press') {
    const release = await getPressRelease(String(key), routing.defaultLocale);
    return release && release !== 'unavailable' ? [pressReleasePath(release.id)] : [];
  }
  const item = await (type === 'event' ? getEvent : getProject)(String(key), routing.defaultLocale);
  if (!item || item === 'unavailable') return bySlug;
  return [...bySlug, type === 'event' ? eventPath(item) : projectPath(item)];
}

/** The list, the item's pages in both languages, and the sitemap, which lists the item with its date. */
export async function pagesShowingChange(payload: RevalidationPayload): Promise<string[]> {
  const paths = [listPaths[payload.type], ...(await itemPaths(payload))];
  const localized = routing.locales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));
  return [...new Set(localized), '/sitemap.xml'];
}

/**
 * This server's own address on loopback: the public one may be a proxy this machine cannot reach.
 * A server bound to every interface (`0.0.0.0`, `::`) answers on 127.0.0.1.
 */
export function ownOrigin(): string {
  const { HOSTNAME, PORT } = serverEnv();
  const host = !HOSTNAME || HOSTNAME === '0.0.0.0' || HOSTNAME === '::' ? '127.0.0.1' : HOSTNAME;
  return `http://${host.includes(':') ? `[${host}]` : host}:${PORT}`;
}

/** Requests each path and drops the answer: the request is what starts the regeneration. */
export async function requestPages(paths: string[], origin: string): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      try {
        const response = await fetch(new URL(path, origin), { cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(60_000) });
        await response.body?.cancel();
      } catch {
        // A page that does not answer regenerates on its next visit, as it would without this.
      }
    }),
  );
}
