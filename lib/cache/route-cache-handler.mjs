// Next's own file-system cache for pages and fetched data, with two changes.
//
// A 404 or a redirect rendered for a path the build did not prerender is kept in the memory cache
// only (bounded by cacheMaxMemorySize). Next writes each one to disk (up to 100 KB and seven
// files) and never removes it, so every unknown identifier requested on a detail route, by a
// crawler or a script, grew the disk without bound, and one too long for a file name logged
// ENAMETOOLONG (next.js#73101; the upstream fix proposed in next.js#94089 does the same for 404s).
// Such a response for a path the build did prerender (content removed since) is still written, so
// that it keeps taking precedence over the build's copy after a restart. Fetched data that is an
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
// Plain JavaScript: Next loads this file at run time, uncompiled (next.config.ts, `cacheHandler`).
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node's import of this CommonJS module gives its exports object; a bundler (the proxy's bundle
// includes this file) gives its default export, the class itself.
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** Next's kinds of cached responses that a page or a Route Handler renders (not fetched data). */
const renderedKinds = new Set(['APP_PAGE', 'APP_ROUTE']);

/** `[]`, as Next stores a fetched body (base64). */
const emptyListBody = Buffer.from('[]').toString('base64');

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

  set(key, data, ctx) {
    const notAPage = data && renderedKinds.has(data.kind) && typeof data.status === 'number' && data.status >= 300;
    if (notAPage && !this.prerenderedByBuild(key, data.kind)) return this.memoryOnly.set(key, data, ctx);
    if (data?.kind === 'FETCH' && data.data?.body === emptyListBody) return this.memoryOnly.set(key, data, ctx);
    return super.set(key, data, ctx);
  }

  /** The build's copy of a page sits at the path part of the cache key (after `/$/`). */
  prerenderedByBuild(key, kind) {
    const marker = key.indexOf('/$/');
    const path = marker === -1 ? key : key.slice(marker + 2);
    return this.fs.existsSync(this.getFilePath(kind === 'APP_ROUTE' ? `${path}.body` : `${path}.html`, kind));
  }
}
