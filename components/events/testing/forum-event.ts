// One event as the events list and calendar show it, for component tests.
import type { CalendarEntry } from '../events-calendar';

export const forum: CalendarEntry = {
  id: '1',
  slug: 'forum',
  path: '/actualites/evenements/forum',
  title: 'Forum de l’énergie',
  description: 'Deux jours d’échanges.',
  location: 'Kigali',
  dateLabel: '2 décembre 2026',
  startDay: '2026-12-02',
  endDay: '2026-12-02',
  timeRange: null,
  status: 'upcoming',
  tags: [],
  image: { src: '/images/events/forum.svg', alt: '', width: 1200, height: 800 },
  calendarHref: '/api/events/forum/ics',
  calendarFileName: 'forum.ics',
};
