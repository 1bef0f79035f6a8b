// Streams an upload of the configured WordPress from the site's origin (see lib/wordpress/media.ts).
import { type NextRequest } from 'next/server';
import { allowedUploadUrl } from '@/lib/wordpress/media';

const imageTypes = /^image\/(png|jpeg|gif|webp|avif)$/;
const maxRedirects = 3;

/**
 * The upload, following redirects only to other uploads of the same WordPress: fetch would follow
 * one anywhere, and the route would then serve what a redirect reached (another host, an internal
 * address) from the site's origin.
 */
async function fetchUpload(url: URL): Promise<Response | undefined> {
  let current = url;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const response = await fetch(current, { redirect: 'manual', signal: AbortSignal.timeout(10_000), next: { revalidate: 86_400 } });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) return response;
    await response.body?.cancel();
    const next = URL.canParse(location, current) ? allowedUploadUrl(new URL(location, current).href) : undefined;
    if (!next) return undefined;
    current = next;
  }
  return undefined;
}

export async function GET(request: NextRequest) {
  const url = allowedUploadUrl(request.nextUrl.searchParams.get('src') ?? '');
  if (!url) return new Response('Not found', { status: 404 });
  try {
    const upstream = await fetchUpload(url);
    const type = upstream?.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    // SVG and anything else that could run script at this origin is refused.
    if (!upstream?.ok || !imageTypes.test(type)) {
      await upstream?.body?.cancel();
      return new Response('Not found', { status: 404 });
    }
    return new Response(upstream.body, {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800', 'x-content-type-options': 'nosniff' },
    });
  } catch {
    return new Response('Bad gateway', { status: 502 });
  }
}
