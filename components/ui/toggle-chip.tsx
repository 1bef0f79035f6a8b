import * as React from 'react';
import { cn } from '@/lib/utils';

/** A list filter's chip: a button, pressed (aria-pressed) while its filter applies. */
function ToggleChip({ pressed, className, ...props }: Omit<React.ComponentProps<'button'>, 'aria-pressed'> & { pressed: boolean }) {
  return (
    <button
      type="button"
      data-slot="toggle-chip"
      aria-pressed={pressed}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent hover:text-accent-foreground',
        className,
      )}
      {...props}
    />
  );
}

export { ToggleChip };
