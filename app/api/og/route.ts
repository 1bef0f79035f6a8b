import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/lib/i18n/routing';
import { renderOgImage } from '@/lib/seo/og-image';
import { isSignedOgCard } from '@/lib/seo/og-signature';
import { ogCardTitle } from '@/lib/seo/og-title';

// GET /api/og?title=…&locale=fr|en&sig=…: the Open Graph image that buildMetadata() points every
// page at. A title without its signature is not drawn.
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const requested = params.get('locale') ?? '';
  const given = params.get('title') ?? '';
  if (!isSignedOgCard(given, requested, params.get('sig') ?? '')) return new Response('Not found', { status: 404 });
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const title = ogCardTitle(given) || t('siteName');
  const image = await renderOgImage(title, t('ogTagline'));
  image.headers.set('Cache-Control', 'public, max-age=86400, s-maxage=31536000, immutable');
  return image;
}
