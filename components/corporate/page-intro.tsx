import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

// The title band that opens every corporate page.
export function PageIntro({ eyebrow, title, subtitle, children, className }: { eyebrow?: string; title: string; subtitle?: string; children?: ReactNode; className?: string }) {
  return (
    <section className={cn('border-b bg-gradient-to-b from-accent to-background', className)}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{subtitle}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

// A page section with its heading; `id` makes it a scroll target. `closing` marks the coloured band that
// ends a page, which the footer then meets without a strip of page background between them.
export function PageSection({
  id,
  title,
  intro,
  children,
  className,
  muted = false,
  closing = false,
}: {
  id?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  muted?: boolean;
  closing?: boolean;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} data-closing-band={closing || undefined} className={cn(muted && 'bg-muted/50', className)}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-16">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-muted-foreground">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
