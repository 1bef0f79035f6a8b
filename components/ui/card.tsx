import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

// As for buttons, each utility comes from one place: base or variant, never both.
export const cardVariants = cva('flex flex-col gap-4 rounded-xl text-card-foreground shadow-sm', {
  variants: {
    variant: {
      default: 'border bg-card p-6',
      /** Edge to edge: the media fills the card, the text sets its own padding. */
      media: 'overflow-hidden border bg-card',
      /** A slot waiting for content, such as a showroom to come. */
      dashed: 'border-2 border-dashed bg-muted/40 p-6',
    },
  },
  defaultVariants: { variant: 'default' },
});

function Card({ className, variant, ...props }: React.ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />;
}

export { Card };
