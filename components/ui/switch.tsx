'use client';

import * as React from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

// In forced colours the thumb and the checked track are drawn in the system's colours: the
// page's would be repainted as one, and the switch's state would not show.
function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input forced-colors:data-[state=checked]:border-[color:SelectedItem] forced-colors:data-[state=checked]:bg-[color:SelectedItem] forced-colors:data-[state=checked]:forced-color-adjust-none',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 forced-colors:bg-[color:CanvasText] forced-colors:forced-color-adjust-none forced-colors:data-[state=checked]:bg-[color:SelectedItemText]" />
    </SwitchPrimitive.Root>
  );
}

export { Switch };
