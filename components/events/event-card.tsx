import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { ContentImageView } from '@/components/media/content-image';
import type { ImageLoading } from '@/components/media/image-priority';
import { LinkSubject } from '@/components/ui/link-subject';
import type { EventView } from '@/lib/events/view';
import { Link } from '@/lib/i18n/link';
import { EventStatusBadge } from './event-status-badge';

type EventCardProps = { event: EventView; statusLabel: string; detailsLabel: string; imageLoading?: ImageLoading };

export function EventCard({ event, statusLabel, detailsLabel, imageLoading = 'lazy' }: EventCardProps) {
  return (
    <article data-testid="event-card" className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <div className="relative aspect-[8/5] bg-muted">
        <ContentImageView image={event.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" loading={imageLoading} lang={event.lang} />
        <EventStatusBadge status={event.status} label={statusLabel} className="absolute top-3 left-3 shadow-md ring-2 ring-white/90" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {/* One link per card, as on the press and project cards: the title's own link was a second tab stop, and a second entry in a screen reader's list of links, to the same page. */}
        <h2 lang={event.lang} className="text-lg leading-snug font-semibold">
          {event.title}
        </h2>
        <ul className="space-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            <span className="first-letter:uppercase">{event.dateLabel}</span>
          </li>
          {event.timeRange && (
            <li className="flex items-center gap-2">
              <Clock className="size-4 shrink-0" aria-hidden />
              {event.timeRange}
            </li>
          )}
          <li data-testid="event-location" className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span lang={event.locationLang}>{event.location}</span>
          </li>
        </ul>
        <p lang={event.lang} className="line-clamp-3 text-sm">{event.description}</p>
        {event.tags.length > 0 && (
          <ul lang={event.lang} className="flex flex-wrap gap-1.5">
            {event.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <Link
          href={event.path}
          className="mt-auto text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {detailsLabel}
          <LinkSubject title={event.title} lang={event.lang} /> <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
