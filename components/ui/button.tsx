import * as React from 'react';
import { Slot } from 'radix-ui';
import { buttonVariants, type ButtonVariantProps } from './button-variants';
import { cn } from '@/lib/utils';

type ButtonProps = React.ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
