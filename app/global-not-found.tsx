import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteShell } from '@/components/layout/site-shell';
import './globals.css';
import { contentNotFoundFor } from '@/lib/content/content-not-found';
import { isLocale, routing } from '@/lib/i18n/routing';
import { requestLocaleHeader, requestPathHeader } from '@/lib/i18n/request-path';

// Every unknown path answers here with a 404 whose HTML already holds the localized text and
// <html lang>: Next renders a notFound() thrown inside [locale] as an empty shell (Next issue 62228).
// A missing content item (an article, an event) gets its own message, chosen by the request path.
async function requestContext() {
  const requestHeaders = await headers();
  const locale = requestHeaders.get(requestLocaleHeader);
  return {
    locale: isLocale(locale) ? locale : routing.defaultLocale,
    content: contentNotFoundFor(requestHeaders.get(requestPathHeader)),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale, content } = await requestContext();
  const title = content
    ? (await getTranslations({ locale, namespace: 'ContentNotFound' }))(content.titleKey)
    : (await getTranslations({ locale, namespace: 'NotFound' }))('metaTitle');
  // Outside [locale], the layout's title template does not reach here: the site name is added as it would.
  // No robots entry: Next marks every 404 noindex itself.
  const siteName = (await getTranslations({ locale, namespace: 'Metadata' }))('siteName');
  return { title: `${title} | ${siteName}` };
}

export default async function NotFound() {
  const { locale, content } = await requestContext();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const contentText = await getTranslations({ locale, namespace: 'ContentNotFound' });
  return (
    <SiteShell locale={locale}>
      {content ? (
        <NotFoundView code={t('code')} title={contentText(content.titleKey)} backHome={contentText(content.backKey)} backHref={content.backHref} />
      ) : (
        <NotFoundView code={t('code')} title={t('title')} slogan={t('slogan')} backHome={t('backHome')} />
      )}
    </SiteShell>
  );
}
