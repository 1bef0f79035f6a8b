import { getTranslations } from 'next-intl/server';
import type { ListQuery } from '@/lib/filtered-lists';
import { countLabels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { EventsBrowser } from './events-browser';
import type { CalendarEntry } from './events-calendar';

/**
 * The events list: 'Liste'/'Calendrier' toggle, search, filters with counts, cards or the month
 * grid. Its labels are resolved here, on the server, so the browser gets plain strings and no
 * message formatter.
 */
export async function EventsExplorer({ events, today, locale, query }: { events: CalendarEntry[]; today: string; locale: Locale; query: ListQuery }) {
  const t = await getTranslations({ locale, namespace: 'EventsPage' });
  const status = { upcoming: t('status.upcoming'), past: t('status.past'), spotlight: t('status.spotlight') };

  return (
    <EventsBrowser
      events={events}
      today={today}
      locale={locale}
      query={query}
      labels={{
        viewLabel: t('viewLabel'),
        viewList: t('viewList'),
        viewCalendar: t('viewCalendar'),
        searchLabel: t('searchLabel'),
        searchPlaceholder: t('searchPlaceholder'),
        filtersLabel: t('filtersLabel'),
        filters: { all: t('filters.all'), upcoming: t('filters.upcoming'), past: t('filters.past'), spotlight: t('filters.spotlight') },
        status,
        emptySearch: t('emptySearch'),
        resultsCount: countLabels(events.length, (count) => t('resultsCount', { count })),
        details: t('details'),
        calendar: {
          previousMonth: t('previousMonth'),
          nextMonth: t('nextMonth'),
          help: t('calendarHelp'),
          eventsOn: t('eventsOn', { date: '{date}' }),
          hasEvents: countLabels(events.length, (count) => t('hasEvents', { count })),
          emptyDay: t('emptyDay'),
          status,
          actions: { consult: t('consult'), addToCalendar: t('addToCalendar'), learnMore: t('learnMore'), newTab: t('newTab') },
        },
      }}
    />
  );
}
