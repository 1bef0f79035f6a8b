import { tagColourClass } from '@/lib/content/press-tags';
import { cn } from '@/lib/utils';

export function PressTags({ tags, label, className }: { tags: string[]; label?: string; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', tagColourClass(tag))}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
