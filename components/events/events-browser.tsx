'use client';

import { useMemo } from 'react';
import { CalendarDays, LayoutGrid } from 'lucide-react';
import { gridImageLoading } from '@/components/media/image-priority';
import { LiveCount } from '@/components/ui/live-count';
import { SearchInput } from '@/components/ui/search-input';
import { reportConnectionLost } from '@/components/ui/toast';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { deferredComponent } from '@/lib/deferred-component';
import { earlyTap } from '@/lib/early-taps';
import { listFilterParams, type ListQuery } from '@/lib/filtered-lists';
import type { Locale } from '@/lib/i18n/routing';
import { matchesEventFilter, matchesEventSearch, type EventFilter, type EventStatus } from '@/lib/events/status';
import { useTextTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { storedOneOf, storedString, useHistoryState } from '@/lib/use-history-state';
import { cn } from '@/lib/utils';
import { EventCard } from './event-card';
import type { CalendarEntry, EventsCalendarLabels } from './events-calendar';

// The month grid and its date library load when a visitor switches to it, not with the list.
const { Deferred: EventsCalendar, preload: preloadCalendar } = deferredComponent(() => import('./events-calendar').then((module) => module.EventsCalendar));

type EventsBrowserLabels = {
  viewLabel: string;
  viewList: string;
  viewCalendar: string;
  searchLabel: string;
  searchPlaceholder: string;
  filtersLabel: string;
  filters: Record<EventFilter, string>;
  status: Record<EventStatus, string>;
  emptySearch: string;
  resultsCount: string[];
  details: string;
  calendar: EventsCalendarLabels;
};

const filters: EventFilter[] = ['all', 'upcoming', 'past', 'spotlight'];
const views = ['list', 'calendar'] as const;

/** The events list: 'Liste'/'Calendrier' toggle, search, filters with counts, cards or the month grid. */
export function EventsBrowser({ events, today, locale, query: rendered, labels }: { events: CalendarEntry[]; today: string; locale: Locale; query: ListQuery; labels: EventsBrowserLabels }) {
  const [view, setView] = useHistoryState<(typeof views)[number]>('eventsView', 'list', storedOneOf(views));
  const [query, setQuery] = useHistoryState('eventsQuery', '', storedString, { param: listFilterParams.events.query, query: rendered });
  useTextTypedBeforeHydration('events-search', setQuery);
  const [filter, setFilter] = useHistoryState<EventFilter>('eventsFilter', 'all', storedOneOf(filters), { param: listFilterParams.events.filter, query: rendered });

  const found = useMemo(() => events.filter((event) => matchesEventSearch(event, query)), [events, query]);
  const counts = useMemo(
    () => Object.fromEntries(filters.map((f) => [f, found.filter((event) => matchesEventFilter(event, event.status, f)).length])) as Record<EventFilter, number>,
    [found],
  );
  const shown = found.filter((event) => matchesEventFilter(event, event.status, filter));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div role="group" aria-label={labels.viewLabel} className="inline-flex w-fit rounded-lg bg-muted p-1">
          {views.map((option) => (
            <button
              key={option}
              {...earlyTap}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              onPointerEnter={option === 'calendar' ? preloadCalendar : undefined}
              onFocus={option === 'calendar' ? preloadCalendar : undefined}
              className={cn(
                'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
                view === option ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {option === 'list' ? <LayoutGrid className="size-4" aria-hidden /> : <CalendarDays className="size-4" aria-hidden />}
              {option === 'list' ? labels.viewList : labels.viewCalendar}
            </button>
          ))}
        </div>
        <SearchInput
          id="events-search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.searchPlaceholder}
          aria-label={labels.searchLabel}
          className="w-full md:max-w-sm"
        />
      </div>

      {/* The calendar shows every event the search found, whatever the filter. */}
      <LiveCount texts={labels.resultsCount} count={view === 'list' ? shown.length : found.length} selection={`${view}:${filter}`} />
      {view === 'list' ? (
        <>
          <div role="group" aria-label={labels.filtersLabel} className="flex flex-wrap gap-2">
            {filters.map((option) => (
              <ToggleChip key={option} {...earlyTap} data-filter={option} pressed={filter === option} onClick={() => setFilter(option)}>
                {labels.filters[option]}
                {/* Inverted on the active chip: white on a lighter green measured 4.36:1, under AA. */}
                <span data-testid="filter-count" className={cn('rounded-full px-2 text-xs', filter === option ? 'bg-primary-foreground text-primary' : 'bg-muted')}>
                  {counts[option]}
                </span>
              </ToggleChip>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">{labels.emptySearch}</p>
          ) : (
            // One row of three on a desktop's first screen.
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((event, index) => (
                <EventCard key={event.id} event={event} statusLabel={labels.status[event.status]} detailsLabel={labels.details} imageLoading={gridImageLoading(index, 3)} />
              ))}
            </div>
          )}
        </>
      ) : (
        <EventsCalendar
          events={found}
          today={today}
          locale={locale}
          labels={labels.calendar}
          onLoadFailure={() => {
            setView('list');
            reportConnectionLost();
          }}
        />
      )}
    </div>
  );
}
