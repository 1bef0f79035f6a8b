import { getTranslations } from 'next-intl/server';
import { CalendarClock } from 'lucide-react';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { getEvents } from '@/lib/content/events';
import { calendarFileName } from '@/lib/events/calendar-file';
import { eventsToday, eventUnstatedTimeZone } from '@/lib/events/events-time-zone';
import { eventCalendarHref, eventsFeedHref, inAgendaOrder, toEventView } from '@/lib/events/view';
import type { ListQuery } from '@/lib/filtered-lists';
import type { Locale } from '@/lib/i18n/routing';
import { EventsExplorer } from './events-explorer';

export const eventsPath = '/actualites/evenements';

/** The events list, filtered as `query` asks (none at the list's own address). */
export async function EventsPage({ locale, query }: { locale: Locale; query: ListQuery }) {
  const [t, { items, failed }] = await Promise.all([getTranslations({ locale, namespace: 'EventsPage' }), getEvents(locale)]);
  const today = eventsToday();
  const events = inAgendaOrder(
    items.map((event) => ({
      ...toEventView(event, locale, today, { placeTbd: t('placeTbd'), dateUnavailable: t('dateUnavailable') }, eventUnstatedTimeZone(event)),
      calendarHref: eventCalendarHref(event, locale),
      calendarFileName: calendarFileName(event),
    })),
    today,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <WebPageJsonLd locale={locale} path={eventsPath} name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path={eventsPath} name={t('title')} />
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
      <EventsExplorer events={events} today={today} locale={locale} query={query} />
    </div>
  );
}
