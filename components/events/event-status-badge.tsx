import type { EventStatus } from '@/lib/events/status';
import { cn } from '@/lib/utils';

// Spec §4: 'À venir' green, 'Spotlight' yellow, 'Passé' blue; fixed shades readable in both themes.
const statusClass: Record<EventStatus, string> = {
  upcoming: 'bg-green-700 text-white',
  spotlight: 'bg-yellow-300 text-yellow-950',
  past: 'bg-blue-700 text-white',
};

export function EventStatusBadge({ status, label, className }: { status: EventStatus; label: string; className?: string }) {
  return (
    <span data-status={status} className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', statusClass[status], className)}>
      {label}
    </span>
  );
}
