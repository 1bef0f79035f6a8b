import type { Locale } from '@/lib/i18n/routing';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from './json-ld';

// The WebPage of an indexable page: its name and description are the ones its metadata declares.
export function WebPageJsonLd({ locale, path, name, description }: { locale: Locale; path: string; name: string; description: string }) {
  return <JsonLd data={webPageJsonLd({ locale, path, name, description })} />;
}
