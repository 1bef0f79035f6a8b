import { getEvent } from '@/lib/content/events';
import { calendarFileName } from '@/lib/events/calendar-file';
import { calendarLocale, calendarResponse, calendarText } from '@/lib/events/calendar-response';

// One event as an .ics download ('Ajouter au calendrier'): /api/events/ics?event={slug}.
// A static path with a query, because dynamic routes are matched after the French-locale rewrite.
export async function GET(request: Request) {
  const identifier = new URL(request.url).searchParams.get('event')?.trim();
  const locale = calendarLocale(request);
  const event = identifier ? await getEvent(identifier, locale) : null;
  if (event === 'unavailable') {
    return new Response('WordPress could not be read; try again later.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
  }
  if (!event) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return calendarResponse(calendarText([event], locale), 'attachment', calendarFileName(event));
}
