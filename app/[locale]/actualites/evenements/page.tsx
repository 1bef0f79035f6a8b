import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventsPage, eventsPath } from '@/components/events/events-page';
import { noListQuery } from '@/lib/filtered-lists';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

// Statuses compare event days with today in the events' zone: regenerating every 5 minutes (the
// content freshness of the spec) keeps a cached page at most 5 minutes late after midnight there.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/evenements'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'EventsPage' });
  return buildMetadata({ locale, path: eventsPath, title: t('meta.title'), description: t('meta.description') });
}

// An address with filters in its query is rendered per request by app/[locale]/filtered (lib/filtered-lists.ts).
export default async function EventsRoute({ params }: PageProps<'/[locale]/actualites/evenements'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <EventsPage locale={locale} query={noListQuery} />;
}
