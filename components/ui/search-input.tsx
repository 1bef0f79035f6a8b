import type { ComponentProps } from 'react';
import { SearchIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type SearchInputProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  /** Classes for the wrapper, which sets the width. */
  className?: string;
};

/**
 * A search field with its magnifier. Name it with `aria-label` or a `<label htmlFor>`, and give it
 * an `id`: Chrome flags a field with neither id nor name, which its autofill cannot tell apart.
 */
function SearchInput({ className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <input
        type="search"
        data-slot="search-input"
        className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm text-foreground shadow-xs outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
        {...props}
      />
    </div>
  );
}

export { SearchInput };
