import { getEvents } from '@/lib/content/events';
import { calendarLocale, calendarResponse, calendarText } from '@/lib/events/calendar-response';

// Every event as one calendar that calendar apps can subscribe to (they poll this URL).
export async function GET(request: Request) {
  const locale = calendarLocale(request);
  const { items } = await getEvents(locale);
  const text = calendarText(items, locale, locale === 'fr' ? 'Événements Solio' : 'Solio events');
  return calendarResponse(text, 'inline', locale === 'fr' ? 'evenements-solio.ics' : 'solio-events.ics');
}
