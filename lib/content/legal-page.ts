// Builds what a legal page needs (document, labels, metadata) for one locale.
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';
import { legalLastUpdated, privacyPolicy, termsOfService, type LegalDocument } from './legal';

export const legalDocuments = {
  '/legal/privacy-policy': privacyPolicy,
  '/legal/terms-of-service': termsOfService,
} as const satisfies Record<string, Record<Locale, LegalDocument>>;

export type LegalPath = keyof typeof legalDocuments;

export function legalMetadata(path: LegalPath, locale: Locale): Metadata {
  const document = legalDocuments[path][locale];
  return buildMetadata({ locale, path, title: document.title, description: document.intro, noIndex: true });
}

export async function legalPageLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'LegalPage' });
  const format = await getFormatter({ locale });
  const date = format.dateTime(new Date(`${legalLastUpdated}T12:00:00Z`), { dateStyle: 'long' });
  return { lastUpdatedLabel: t('lastUpdated', { date }), contentsLabel: t('contents') };
}
