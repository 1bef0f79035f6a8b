import { getEvent } from '@/lib/content/events';
import { calendarFileName } from '@/lib/events/calendar-file';
import { calendarLocale, calendarResponse, calendarText } from '@/lib/events/calendar-response';

// One event as an .ics download ('Ajouter au calendrier').
export async function GET(request: Request, { params }: RouteContext<'/api/events/[slug]/ics'>) {
  const { slug } = await params;
  const locale = calendarLocale(request);
  const event = await getEvent(slug, locale);
  if (!event) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const text = calendarText([event], locale);
  return calendarResponse(text, 'attachment', calendarFileName(event.slug));
}
