import { getEvents } from '@/lib/content/events';
import { calendarLocale, calendarResponse, calendarText, calendarUnavailable } from '@/lib/events/calendar-response';

// Every event as one calendar that calendar apps can subscribe to (they poll this URL). When
// WordPress fails with no good copy kept, the list falls back to the bundled demo events: the page
// says so in a banner, but a subscriber's calendar would take them for real ones.
export async function GET(request: Request) {
  const locale = calendarLocale(request);
  const { items, failed } = await getEvents(locale);
  if (failed) return calendarUnavailable();
  const text = calendarText(items, locale, locale === 'fr' ? 'Événements Solio' : 'Solio events');
  return calendarResponse(text, 'inline', locale === 'fr' ? 'evenements-solio.ics' : 'solio-events.ics');
}
