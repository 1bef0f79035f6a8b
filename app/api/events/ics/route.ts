import { getEvent } from '@/lib/content/events';
import { calendarFileName } from '@/lib/events/calendar-file';
import { calendarLocale, calendarResponse, calendarText, calendarUnavailable } from '@/lib/events/calendar-response';

// One event as an .ics download ('Ajouter au calendrier'): /api/events/ics?event={slug}.
export async function GET(request: Request) {
  const identifier = new URL(request.url).searchParams.get('event')?.trim();
  const locale = calendarLocale(request);
  const event = identifier ? await getEvent(identifier, locale) : null;
  if (event === 'unavailable') return calendarUnavailable();
  if (!event) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return calendarResponse(calendarText([event], locale), 'attachment', calendarFileName(event));
}
