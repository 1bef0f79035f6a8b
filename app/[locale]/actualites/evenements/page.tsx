import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CalendarClock } from 'lucide-react';
import { EventsExplorer } from '@/components/events/events-explorer';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { getEvents } from '@/lib/content/events';
import { calendarFileName } from '@/lib/events/calendar-file';
import { eventsToday } from '@/lib/events/events-time-zone';
import { eventCalendarHref, eventsFeedHref, inAgendaOrder, toEventView } from '@/lib/events/view';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

// Statuses compare event days with today in the events' zone: regenerating every 5 minutes (the
// content freshness of the spec) keeps a cached page at most 5 minutes late after midnight there.
export const revalidate = 300;

const path = '/actualites/evenements';

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/evenements'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'EventsPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function EventsPage({ params }: PageProps<'/[locale]/actualites/evenements'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const [t, { items, failed }] = await Promise.all([getTranslations({ locale, namespace: 'EventsPage' }), getEvents(locale)]);
  const today = eventsToday();
  const events = inAgendaOrder(
    items.map((event) => ({
      ...toEventView(event, locale, today, { placeTbd: t('placeTbd'), dateUnavailable: t('dateUnavailable') }),
      calendarHref: eventCalendarHref(event, locale),
      calendarFileName: calendarFileName(event.slug),
    })),
    today,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path={path} name={t('title')} />
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
        <a href={eventsFeedHref(locale)} className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <CalendarClock className="size-4" aria-hidden />
          {t('subscribe')}
        </a>
      </header>
      {failed && (
        <p role="status" className="mb-6 rounded-lg border border-yellow-400 bg-yellow-100 px-4 py-3 text-sm text-yellow-950 dark:border-yellow-600 dark:bg-yellow-950 dark:text-yellow-100">
          {t('loadError')}
        </p>
      )}
      <EventsExplorer events={events} today={today} locale={locale} />
    </div>
  );
}
