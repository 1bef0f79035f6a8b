// The button styles, apart from the Button component, so a plain <button> or a link can look like
// a Button. Each utility is set by exactly one of base, variant or size: class lists are joined,
// not merged (see lib/utils.ts), so a caller's className may only add what none of them sets. A
// caller that styles something the variants do not cover passes `variant={null}` or `size={null}`.
// A label that does not fit its line wraps and the button grows, rather than spilling out of it: at
// 320 px, or once a visitor widens letter and word spacing (WCAG 1.4.12).
// The filled variants take a border in forced colours, where their background is repainted as the
// page's: without it, a button there reads as plain text. On paper a button is nothing to press, and
// the filled ones would print as a blank box (browsers leave backgrounds out): none is printed, but
// for links to other sites, which app/globals.css prints as text with their address.
import { cva, type VariantProps } from 'class-variance-authority';

export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 print:hidden items-center justify-center rounded-md text-center font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'forced-colors:border bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive: 'forced-colors:border bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline: 'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        secondary: 'forced-colors:border bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        energy: 'forced-colors:border bg-brand-energy text-brand-energy-foreground shadow-xs hover:bg-brand-energy/90',
        sun: 'forced-colors:border bg-brand-sun text-brand-sun-foreground shadow-xs hover:bg-brand-sun/90',
      },
      size: {
        default: 'min-h-10 gap-2 px-4 py-2 text-sm',
        sm: 'min-h-9 gap-1.5 px-3 text-sm',
        lg: 'min-h-11 gap-2 px-6 text-base',
        icon: 'size-10 gap-2 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
