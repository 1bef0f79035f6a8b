import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteShell } from '@/components/layout/site-shell';
import './globals.css';
import { isLocale, routing } from '@/lib/i18n/routing';
import { requestLocaleHeader } from '@/lib/i18n/request-path';

// Every unknown path answers here with a 404 whose HTML already holds the localized text and
// <html lang>: Next renders a notFound() thrown inside [locale] as an empty shell (Next issue 62228).
async function requestLocale() {
  const locale = (await headers()).get(requestLocaleHeader);
  return isLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLocale(), namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

export default async function NotFound() {
  const locale = await requestLocale();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <SiteShell locale={locale}>
      <NotFoundView code={t('code')} title={t('title')} slogan={t('slogan')} backHome={t('backHome')} />
    </SiteShell>
  );
}
