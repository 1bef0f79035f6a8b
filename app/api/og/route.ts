import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/lib/i18n/routing';
import { renderOgImage } from '@/lib/seo/og-image';
import { ogCardTitle } from '@/lib/seo/og-title';

// GET /api/og?title=…&locale=fr|en: the Open Graph image that buildMetadata() points every page at.
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const requested = params.get('locale');
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const title = ogCardTitle(params.get('title') ?? '') || t('siteName');
  const image = await renderOgImage(title, t('ogTagline'));
  image.headers.set('Cache-Control', 'public, max-age=86400, s-maxage=31536000, immutable');
  return image;
}
