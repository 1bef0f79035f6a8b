// Next's own file-system cache for pages and fetched data, with three changes.
//
// A 404 or a redirect rendered for a path the build did not prerender is kept in the memory cache
// only (bounded by cacheMaxMemorySize). Next writes each one to disk (up to 100 KB and seven
// files) and never removes it, so every unknown identifier requested on a detail route, by a
// crawler or a script, grew the disk without bound, and one too long for a file name logged
// ENAMETOOLONG (next.js#73101; the upstream fix proposed in next.js#94089 does the same for 404s).
// Such a response for a path whose page is on disk (prerendered by the build, or rendered and
// written since: content removed or renamed afterwards) is still written, so that it keeps taking
// precedence over that page after a restart. Fetched data that is an
// empty JSON list stays in memory too: it is what WordPress answers a lookup of an unknown slug,
// each of which would leave a file under .next/cache/fetch-cache (the content layer keeps its
// own last good copies, CONTENT_CACHE_DIR).
//
// A cached page's HTML is handed to Next as bytes rather than as a string. The site's typographic
// characters (’ « » —) make V8 hold each page as a two-byte string, which Node encoded to UTF-8
// again on every response: on the 76 KB privacy policy under 50 connections, about 1 050 req/s as
// a string and 1 470 as bytes. Next would stream bytes through web streams, chunked; patched
// (patches/next+16.4.6.patch, send-payload.js), it sends them in one write with their length.
//
// A redirect regenerated in the background keeps its Location. Next 16.4 regenerates a stale page
// after it has sent the stale copy, and redirect() sets the Location on that sent response, which
// drops it (next/dist/server/lib/patch-set-header.js): the cache got a 307 leading nowhere, served
// to every visitor until the page was revalidated again (a project removed or renamed in
// WordPress, once its page went stale). The target is read back from the redirect's digest in the
// page's flight data, the same digest the browser follows.
//
// Plain JavaScript: Next loads this file at run time, uncompiled (next.config.ts, `cacheHandler`).
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { getURLFromRedirectError } from 'next/dist/client/components/redirect.js';

// Node's import of this CommonJS module gives its exports object; a bundler (the proxy's bundle
// includes this file) gives its default export, the class itself.
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** Next's kinds of cached responses that a page or a Route Handler renders (not fetched data). */
const renderedKinds = new Set(['APP_PAGE', 'APP_ROUTE']);

/** `[]`, as Next stores a fetched body (base64). */
const emptyListBody = Buffer.from('[]').toString('base64');

/** A redirect() error's digest as the flight data carries it: `"digest":"NEXT_REDIRECT;replace;/path;307;"`. */
const redirectDigest = /"digest":("NEXT_REDIRECT;(?:[^"\\]|\\.)*")/;

/** The target of the redirect a page rendered, from its flight data; null if it holds none. */
function renderedRedirectTarget(rscData) {
  const match = rscData && redirectDigest.exec(Buffer.from(rscData).toString('utf8'));
  return match ? getURLFromRedirectError({ digest: JSON.parse(match[1]) }) : null;
}

/** The entry with its Location restored, when it is a page's redirect that lost it. */
function withRedirectLocation(data) {
  if (data?.kind !== 'APP_PAGE' || (data.status !== 307 && data.status !== 308) || data.headers?.location) return data;
  const location = renderedRedirectTarget(data.rscData);
  return location ? { ...data, headers: { ...data.headers, location } } : data;
}

export default class RouteCacheHandler extends FileSystemCache {
  constructor(options) {
    super(options);
    // Shares the class's single memory cache; never writes to disk.
    this.memoryOnly = new FileSystemCache({ ...options, flushToDisk: false });
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // The memory cache holds this same object, so each page is encoded once, not on every request.
    if (entry?.value?.kind === 'APP_PAGE' && typeof entry.value.html === 'string') entry.value.html = Buffer.from(entry.value.html);
    return entry;
  }

  set(key, rendered, ctx) {
    const data = withRedirectLocation(rendered);
    const notAPage = data && renderedKinds.has(data.kind) && typeof data.status === 'number' && data.status >= 300;
    if (notAPage && !this.pageOnDisk(key, data.kind)) return this.memoryOnly.set(key, data, ctx);
    if (data?.kind === 'FETCH' && data.data?.body === emptyListBody) return this.memoryOnly.set(key, data, ctx);
    return super.set(key, data, ctx);
  }

  /** A page's copy on disk, the build's or a later render's, sits at the path part of the cache key (after `/$/`). */
  pageOnDisk(key, kind) {
    const marker = key.indexOf('/$/');
    const path = marker === -1 ? key : key.slice(marker + 2);
    return this.fs.existsSync(this.getFilePath(kind === 'APP_ROUTE' ? `${path}.body` : `${path}.html`, kind));
  }
}
