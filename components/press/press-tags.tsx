import { tagColourClass } from '@/lib/content/press-tags';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';

/** `lang`: the tags' language when it is not the page's; the list's own label stays in the page's. */
export function PressTags({ tags, label, lang, className }: { tags: string[]; label?: string; lang?: Locale; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} lang={lang} className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', tagColourClass(tag))}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
