// Streams an upload of the configured WordPress from the site's origin (see lib/wordpress/media.ts).
import { type NextRequest } from 'next/server';
import { allowedUploadUrl } from '@/lib/wordpress/media';

const imageTypes = /^image\/(png|jpeg|gif|webp|avif)$/;

export async function GET(request: NextRequest) {
  const url = allowedUploadUrl(request.nextUrl.searchParams.get('src') ?? '');
  if (!url) return new Response('Not found', { status: 404 });
  try {
    const upstream = await fetch(url, { signal: AbortSignal.timeout(10_000), next: { revalidate: 86_400 } });
    const type = upstream.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    // SVG and anything else that could run script at this origin is refused.
    if (!upstream.ok || !imageTypes.test(type)) return new Response('Not found', { status: 404 });
    return new Response(upstream.body, {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800', 'x-content-type-options': 'nosniff' },
    });
  } catch {
    return new Response('Bad gateway', { status: 502 });
  }
}
