import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventView } from '@/components/events/event-view';
import { MissingContent } from '@/components/layout/missing-content';
import { UnavailableContent, unavailableMetadata } from '@/components/layout/unavailable-content';
import { eventNotFound } from '@/lib/content/content-not-found';
import { eventPaths, getEvent, getEvents } from '@/lib/content/events';
import { isOwnIdentifier, routeIdentifiers } from '@/lib/content/find-by-identifier';
import { eventPath } from '@/lib/content/item-paths';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { contentMetadata } from '@/lib/seo/metadata';
import { safeDecode } from '@/lib/text/safe-decode';

// Regenerated every 5 minutes like the list, so the status badge and the add-to-calendar button
// follow the day change in the events' zone. Unknown identifiers render on demand (ISR), and a
// missing event answers a 404 that says 'Événement non trouvé.'.
export const revalidate = 300;
// The [locale] layout allows only known locales; identifiers beyond the prerendered ones are looked up on demand.
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : routing.defaultLocale;
  const { items } = await getEvents(locale);
  return routeIdentifiers(items).map((id) => ({ id }));
}

async function load(params: PageProps<'/[locale]/actualites/evenements/[id]'>['params']) {
  const { locale: requested, id } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return { locale, id, event: await getEvent(safeDecode(id), locale) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/evenements/[id]'>): Promise<Metadata> {
  const { locale, event } = await load(params);
  if (event === 'unavailable') return unavailableMetadata(locale);
  if (!event) {
    const t = await getTranslations({ locale, namespace: 'ContentNotFound' });
    return { title: t('eventTitle') };
  }
  return contentMetadata(event, locale, { paths: eventPaths(event), title: event.title, description: event.description });
}

export default async function EventPage({ params }: PageProps<'/[locale]/actualites/evenements/[id]'>) {
  const { locale, id, event } = await load(params);
  if (event === 'unavailable') return <UnavailableContent locale={locale} path={`/actualites/evenements/${id}`} />;
  if (!event) return <MissingContent locale={locale} message={eventNotFound} />;
  if (!isOwnIdentifier(event, id)) return permanentRedirect({ href: eventPath(event), locale });
  return <EventView event={event} locale={locale} />;
}
