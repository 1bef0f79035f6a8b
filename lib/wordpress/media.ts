// WordPress uploads served through the site (/api/wp-media): the CSP allows same-origin images only,
// and the WordPress host is only known at run time, after the headers were built.
import 'server-only';
import type { ContentImage } from '@/lib/content/types';
import { wordpressApiUrl } from './client';

const mediaProxyPath = '/api/wp-media';
const uploadsPrefix = '/wp-content/uploads/';

/** The upload URL if it is an upload of the configured WordPress, else undefined. */
export function allowedUploadUrl(src: string): URL | undefined {
  const api = wordpressApiUrl();
  if (!api) return undefined;
  try {
    const url = new URL(src);
    const origin = new URL(api).origin;
    return url.origin === origin && url.pathname.startsWith(uploadsPrefix) && !url.pathname.includes('..') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The image served from the site's origin; undefined for any other address (another host, javascript:, data:), which the CSP would block. */
export function proxiedImage(image: ContentImage): ContentImage | undefined {
  const url = allowedUploadUrl(image.src);
  return url ? { ...image, src: `${mediaProxyPath}?src=${encodeURIComponent(url.href)}` } : undefined;
}
