import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SubmissionsList } from '@/components/submissions/submissions-list';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/all-submissions';

export async function generateMetadata({ params }: PageProps<'/[locale]/all-submissions'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'SubmissionsPage' });
  // Only this browser's own copies are listed; the page is still kept out of search engines (spec §2).
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description'), noIndex: true });
}

export default async function Page({ params }: PageProps<'/[locale]/all-submissions'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'SubmissionsPage' });
  const { SubmissionsPage } = await getMessages({ locale });
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">{t('localNotice')}</p>
      {/* The layout sends no messages to the browser; this list formats plurals, so it gets its namespace. */}
      <NextIntlClientProvider locale={locale} messages={{ SubmissionsPage }}>
        <SubmissionsList locale={locale} />
      </NextIntlClientProvider>
    </div>
  );
}
