import * as React from 'react';
import { cn } from '@/lib/utils';

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground md:text-sm',
        // A file input holds the browser's own button, taller than a text field.
        type === 'file' ? 'h-auto' : 'h-10',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
