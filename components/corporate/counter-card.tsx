'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

type CounterCardProps = {
  value: number;
  /** The final figure as the server writes it (`formatFigure`), prefix and suffix included. */
  text: string;
  prefix?: string;
  suffix?: string;
  label: string;
  locale: string;
  /** Milliseconds to wait once the card is visible before counting. */
  delay?: number;
  className?: string;
};

const durationMs = 1600;
const visibilityThreshold = 0.1;

const formatters = new Map<string, Intl.NumberFormat>();

// The first number formatter built in a page makes the browser load its ICU data (16–33 ms here, four
// times that on a slow phone). Hydration shows the server's text or zero, so it builds none; the
// count-up builds one per language and keeps it for its frames.
function countingText(value: number, locale: string, prefix = '', suffix = ''): string {
  // Zero is written "0" in both of the site's languages.
  if (value === 0) return `${prefix}0${suffix}`;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return `${prefix}${formatter.format(value)}${suffix}`;
}

// A key figure that counts up once, the first time 10 % of its card is visible. The server HTML holds the
// final figure (crawlers, no-JS); reduced-motion visitors keep it and never see the animation.
export function CounterCard({ value, text, prefix, suffix, label, locale, delay = 0, className }: CounterCardProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(value);
  const [state, setState] = useState<'static' | 'waiting' | 'animating' | 'done'>('static');

  useEffect(() => {
    const card = cardRef.current;
    if (!card || window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    // Reset to zero only on the client, so the count-up starts from nothing when the card appears.
    setShown(0);
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = setTimeout(() => {
          setState('animating');
          const start = performance.now();
          const tick = (now: number) => {
            const progress = Math.min(1, (now - start) / durationMs);
            const eased = 1 - Math.pow(1 - progress, 3);
            setShown(Math.round(value * eased));
            if (progress < 1) frame = requestAnimationFrame(tick);
            else setState('done');
          };
          frame = requestAnimationFrame(tick);
        }, delay);
      },
      { threshold: visibilityThreshold },
    );
    observer.observe(card);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [value, delay]);

  // A screen reader reads the page before the count-up runs, and would say "0": until the count
  // ends, it is given the final figure and the changing one is hidden from it.
  const counting = state === 'waiting' || state === 'animating';

  return (
    <div ref={cardRef} data-slot="counter-card" data-state={state} className={cn('rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm', className)}>
      <p className="text-4xl font-bold tracking-tight text-primary tabular-nums">
        <span data-testid="counter-value" data-final={text} aria-hidden={counting || undefined}>
          {shown === value ? text : countingText(shown, locale, prefix, suffix)}
        </span>
        {counting && <span className="sr-only">{text}</span>}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
