// WordPress uploads served through the site (/api/wp-media): the CSP allows same-origin images only,
// and the WordPress host is only known at run time, after the headers were built.
import 'server-only';
import type { ContentImage } from '@/lib/content/types';
import { wordpressApiUrl } from './client';

const mediaProxyPath = '/api/wp-media';
const uploadsPrefix = '/wp-content/uploads/';

/** The image files WordPress keeps under their own extension. */
const imageFile = /\.(?:jpe?g|png|gif|webp|avif)$/i;

/**
 * The upload URL if it is an image upload of the configured WordPress, else undefined. The route
 * keeps each answer a day in Next's data cache, whole, which serves images while WordPress is down:
 * only an image file, at its one address (WordPress links uploads without a query or a fragment),
 * so that no one can have the cache hold a video, or one file under endless addresses.
 */
export function allowedUploadUrl(src: string): URL | undefined {
  const api = wordpressApiUrl();
  if (!api) return undefined;
  try {
    const url = new URL(src);
    const origin = new URL(api).origin;
    const plainImage = url.pathname.startsWith(uploadsPrefix) && !url.pathname.includes('..') && imageFile.test(url.pathname) && !src.includes('?') && !src.includes('#');
    return url.origin === origin && plainImage ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The image served from the site's origin; undefined for any other address (another host, javascript:, data:), which the CSP would block. */
export function proxiedImage(image: ContentImage): ContentImage | undefined {
  const src = proxiedSrc(image.src);
  if (!src) return undefined;
  const widths = image.widths?.flatMap((size) => {
    const served = proxiedSrc(size.src);
    return served ? [{ ...size, src: served }] : [];
  });
  return { ...image, src, widths: widths && widths.length > 1 ? widths : undefined };
}

function proxiedSrc(src: string): string | undefined {
  const url = allowedUploadUrl(src);
  return url && `${mediaProxyPath}?src=${encodeURIComponent(url.href)}`;
}
