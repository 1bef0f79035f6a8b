import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SubsidiaryView } from '@/components/subsidiaries/subsidiary-view';
import { subsidiaryMetadata } from '@/lib/seo/subsidiary-metadata';
import { isLocale, routing } from '@/lib/i18n/routing';

const slug = 'asking';

export async function generateMetadata({ params }: PageProps<'/[locale]/filiales/asking'>): Promise<Metadata> {
  const { locale } = await params;
  return subsidiaryMetadata(slug, isLocale(locale) ? locale : routing.defaultLocale);
}

export default async function Page({ params }: PageProps<'/[locale]/filiales/asking'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <SubsidiaryView slug={slug} locale={locale} />;
}
