import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { breadcrumbParents } from '@/lib/seo/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { localizedUrl } from '@/lib/seo/metadata';
import { JsonLd } from './json-ld';

// The BreadcrumbList of a nested page: its parents by their menu names, then the page under `name`.
export async function BreadcrumbJsonLd({ locale, path, name }: { locale: Locale; path: string; name: string }) {
  const t = await getTranslations({ locale, namespace: 'Routes' });
  const items = [
    ...breadcrumbParents(path).map((parent) => ({ name: t(parent.route), url: localizedUrl(parent.href, locale) })),
    { name, url: localizedUrl(path, locale) },
  ];
  return <JsonLd data={breadcrumbJsonLd(items)} />;
}
