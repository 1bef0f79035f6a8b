import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteShell } from '@/components/layout/site-shell';
import './globals.css';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { missingItemMessageFor } from '@/lib/i18n/missing-item-messages';
import { requestLocaleHeader, requestPathHeader } from '@/lib/i18n/request-path';

// Every unknown path answers here with a 404 whose HTML already holds the localized text and
// <html lang>: Next renders a notFound() thrown inside [locale] as an empty shell (Next issue 62228).
async function requestLocale() {
  const locale = (await headers()).get(requestLocaleHeader);
  return isLocale(locale) ? locale : routing.defaultLocale;
}

// A missing event (and other detail items) has its own title in place of the generic one.
async function missingItemTitle(locale: Locale): Promise<string | undefined> {
  const match = missingItemMessageFor((await headers()).get(requestPathHeader) ?? '/');
  if (!match) return undefined;
  const t = await getTranslations({ locale, namespace: match.namespace });
  return t(match.key);
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
      <NotFoundView code={t('code')} title={(await missingItemTitle(locale)) ?? t('title')} slogan={t('slogan')} backHome={t('backHome')} />
    </SiteShell>
  );
}
