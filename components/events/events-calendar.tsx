'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, endOfMonth, endOfWeek, format, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { longDatePatterns } from '@/lib/events/date-patterns';
import type { EventStatus } from '@/lib/events/status';
import type { EventView } from '@/lib/events/view';
import { fillIn } from '@/lib/i18n/fill-in';
import { withFrenchFirstOfMonth } from '@/lib/i18n/french-dates';
import type { Locale } from '@/lib/i18n/routing';
import { readHistoryState, writeHistoryState } from '@/lib/use-history-state';
import { cn } from '@/lib/utils';
import { EventActions } from './event-actions';
import { EventStatusBadge } from './event-status-badge';

export type CalendarEntry = EventView & { calendarHref: string; calendarFileName: string };

export type EventsCalendarLabels = {
  previousMonth: string;
  nextMonth: string;
  help: string;
  /** With a {date} placeholder. */
  eventsOn: string;
  /** 'N events' for each count, from 0 to all the events. */
  hasEvents: string[];
  emptyDay: string;
  status: Record<EventStatus, string>;
  actions: { consult: string; addToCalendar: string; learnMore: string; newTab: string };
};

function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

function fromIsoDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

const selectedDayKey = 'eventsCalendarDay';

function storedIsoDay(stored: unknown): string | undefined {
  return typeof stored === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(stored) ? stored : undefined;
}

function eventsOn(events: CalendarEntry[], day: string): CalendarEntry[] {
  return events.filter((event) => event.startDay !== null && event.endDay !== null && event.startDay <= day && day <= event.endDay);
}

/** A month grid navigable like the WAI-ARIA date picker: arrows, Page Up/Down, Home/End, Enter. */
export function EventsCalendar({ events, today, locale, labels }: { events: CalendarEntry[]; today: string; locale: Locale; labels: EventsCalendarLabels }) {
  const dateLocale = locale === 'fr' ? fr : enUS;
  const longDate = (day: Date) => withFrenchFirstOfMonth(format(day, longDatePatterns[locale].withWeekday, { locale: dateLocale }), locale);
  // Rendered in the browser only, so the day chosen before opening an event can come back at once.
  const [selectedDay, setSelectedDay] = useState(() => readHistoryState(selectedDayKey, storedIsoDay) ?? today);
  const [focusedDay, setFocusedDay] = useState(selectedDay);
  const [month, setMonth] = useState(() => startOfMonth(fromIsoDay(selectedDay)));
  const grid = useRef<HTMLTableElement>(null);
  const dayEvents = useRef<HTMLElement>(null);
  const moved = useRef(false);

  const weeks = useMemo(() => {
    const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
    const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
    const days: Date[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
    return Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  }, [month]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, month]);

  function moveTo(date: Date) {
    moved.current = true;
    setFocusedDay(isoDay(date));
    if (!isSameMonth(date, month)) setMonth(startOfMonth(date));
  }

  function selectDay(day: string, byPointer: boolean) {
    setSelectedDay(day);
    writeHistoryState(selectedDayKey, day);
    // A greyed day of the month before or after opens its month.
    const date = fromIsoDay(day);
    if (!isSameMonth(date, month)) {
      setMonth(startOfMonth(date));
      setFocusedDay(day);
    }
    // On a phone the day's events are below the grid, out of sight: a tap brings them into view. A
    // key press leaves the page where it is, so the focus stays in sight; the list is announced.
    const list = dayEvents.current;
    if (byPointer && list && list.getBoundingClientRect().top > window.innerHeight / 2) {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      list.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    }
  }

  function changeMonth(step: number) {
    const next = addMonths(month, step);
    setMonth(next);
    setFocusedDay(isoDay(startOfMonth(next)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const current = fromIsoDay(focusedDay);
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      Home: () => startOfWeek(current, { weekStartsOn: 1 }),
      End: () => endOfWeek(current, { weekStartsOn: 1 }),
      PageUp: () => addMonths(current, -1),
      PageDown: () => addMonths(current, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  }

  const selectedEvents = eventsOn(events, selectedDay);
  const selectedLabel = longDate(fromIsoDay(selectedDay));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <div className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
        <div className="mb-3 flex items-center justify-between">
          <Button variant="ghost" size="icon" onClick={() => changeMonth(-1)} aria-label={labels.previousMonth}>
            <ChevronLeft aria-hidden />
          </Button>
          <h2 id="events-calendar-month" className="font-semibold first-letter:uppercase" aria-live="polite">
            {format(month, 'LLLL yyyy', { locale: dateLocale })}
          </h2>
          <Button variant="ghost" size="icon" onClick={() => changeMonth(1)} aria-label={labels.nextMonth}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <p id="events-calendar-help" className="sr-only">
          {labels.help}
        </p>
        <table ref={grid} role="grid" aria-labelledby="events-calendar-month" aria-describedby="events-calendar-help" className="w-full table-fixed text-center text-sm">
          <thead>
            <tr>
              {weeks[0]?.map((day) => (
                <th key={isoDay(day)} scope="col" className="pb-2 font-medium text-muted-foreground">
                  <abbr title={format(day, 'EEEE', { locale: dateLocale })} className="no-underline">
                    {format(day, 'EEEEEE', { locale: dateLocale })}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={isoDay(week[0] ?? month)}>
                {week.map((day) => {
                  const key = isoDay(day);
                  const count = eventsOn(events, key).length;
                  const inMonth = isSameMonth(day, month);
                  const selected = key === selectedDay;
                  return (
                    <td key={key} role="gridcell" aria-selected={selected} className="p-0.5">
                      <button
                        type="button"
                        data-day={key}
                        tabIndex={key === focusedDay ? 0 : -1}
                        onKeyDown={onKeyDown}
                        onFocus={() => setFocusedDay(key)}
                        // A click made with the keyboard (Enter, Space) has no pointer presses: detail 0.
                        onClick={(event) => selectDay(key, event.detail > 0)}
                        aria-label={`${longDate(day)}${count > 0 ? `, ${labels.hasEvents[count]}` : ''}`}
                        aria-current={key === today ? 'date' : undefined}
                        className={cn(
                          'relative flex aspect-square w-full flex-col items-center justify-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
                          count > 0 && 'font-bold',
                          selected
                            ? 'bg-primary text-primary-foreground'
                            : [inMonth ? 'text-foreground' : 'text-muted-foreground', 'hover:bg-accent hover:text-accent-foreground', key === today && 'ring-1 ring-primary'],
                        )}
                      >
                        {format(day, 'd')}
                        {/* Forced colours repaint a background as the page's: the dot takes the day's text colour there. */}
                        {count > 0 && <span aria-hidden className={cn('absolute bottom-1 size-1.5 rounded-full forced-colors:bg-[color:currentColor] forced-colors:forced-color-adjust-none', selected ? 'bg-primary-foreground' : 'bg-primary')} />}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section ref={dayEvents} aria-live="polite" aria-labelledby="events-calendar-day">
        <h2 id="events-calendar-day" className="mb-4 text-xl font-semibold">
          {fillIn(labels.eventsOn, { date: selectedLabel })}
        </h2>
        {selectedEvents.length === 0 ? (
          <p className="text-muted-foreground">{labels.emptyDay}</p>
        ) : (
          <ul className="space-y-4">
            {selectedEvents.map((event) => (
              <li key={event.id} data-testid="calendar-event" className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <EventStatusBadge status={event.status} label={labels.status[event.status]} />
                  <h3 lang={event.lang} className="font-semibold">{event.title}</h3>
                </div>
                <p className="text-sm text-muted-foreground">
                  {event.timeRange && `${event.timeRange} · `}
                  <span lang={event.locationLang}>{event.location}</span>
                </p>
                <p lang={event.lang} className="mt-2 line-clamp-3 text-sm">{event.description}</p>
                <div className="mt-3">
                  <EventActions
                    subject={{ title: event.title, lang: event.lang }}
                    path={event.path}
                    calendarHref={event.calendarHref}
                    calendarFileName={event.calendarFileName}
                    learnMoreUrl={event.learnMoreUrl}
                    labels={labels.actions}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
