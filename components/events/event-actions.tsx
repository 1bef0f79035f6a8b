import { CalendarPlus, ExternalLink, Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LinkSubject } from '@/components/ui/link-subject';
import { Link } from '@/lib/i18n/link';

type EventActionsProps = {
  /** Named in the links where several events' actions share a page (the calendar's day). */
  subject?: { title: string; lang?: string };
  /** The event's page, for 'Consulter'. */
  path?: string;
  calendarHref?: string;
  calendarFileName?: string;
  learnMoreUrl?: string;
  labels: { consult: string; addToCalendar: string; learnMore: string; newTab: string };
};

/** 'Consulter', 'Ajouter au calendrier' and 'En savoir plus' (spec §2), each shown when it applies. */
export function EventActions({ subject, path, calendarHref, calendarFileName, learnMoreUrl, labels }: EventActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {path && (
        <Button asChild size="sm">
          <Link href={path}>
            <Eye aria-hidden />
            {labels.consult}
            {subject && <LinkSubject {...subject} />}
          </Link>
        </Button>
      )}
      {calendarHref && (
        <Button asChild size="sm" variant="outline">
          <a href={calendarHref} download={calendarFileName}>
            <CalendarPlus aria-hidden />
            {labels.addToCalendar}
            {subject && <LinkSubject {...subject} />}
          </a>
        </Button>
      )}
      {learnMoreUrl && (
        <Button asChild size="sm" variant="outline">
          <a href={learnMoreUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {labels.learnMore}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        </Button>
      )}
    </div>
  );
}
