import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { legalDocuments, legalMetadata, legalPageLabels } from '@/lib/content/legal-page';
import { isLocale, routing } from '@/lib/i18n/routing';

const path = '/legal/privacy-policy';

export async function generateMetadata({ params }: PageProps<'/[locale]/legal/privacy-policy'>): Promise<Metadata> {
  const { locale } = await params;
  return legalMetadata(path, isLocale(locale) ? locale : routing.defaultLocale);
}

export default async function Page({ params }: PageProps<'/[locale]/legal/privacy-policy'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const labels = await legalPageLabels(locale);
  return <LegalDocumentView document={legalDocuments[path][locale]} {...labels} />;
}
