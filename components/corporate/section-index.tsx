'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { cn } from '@/lib/utils';

type SectionIndexItem = { id: string; label: string };

type SectionIndexProps = { items: SectionIndexItem[]; label: string; className?: string };

/** Where a section's top lands after a jump beside the index (desktop): below the sticky header. */
const scrollOffset = 80;
/** A section counts as "in view" once its top passes this far below where a jump lands it (100 px on desktop). */
const detectionMargin = 20;
/** Room left between the chip bar (under 768 px) and the section it jumped to. */
const chipBarGap = 16;

/**
 * Where a jump leaves a section's top. Under 768 px, on a screen held upright, the chip bar sticks
 * below the header and would cover the section's title: the section lands below the bar (where the
 * bar ends once stuck, its sticky top plus its height, wherever it sits now). Held sideways, the bar
 * scrolls away with the page (the chip-bar variant, app/globals.css).
 */
function landingOffset(nav: HTMLElement | null): number {
  if (!nav || !window.matchMedia('(max-width: 767.98px)').matches || getComputedStyle(nav).position !== 'sticky') return scrollOffset;
  return parseFloat(getComputedStyle(nav).top) + nav.offsetHeight + chipBarGap;
}

function activeSection(ids: string[], detectionLine: number): string | undefined {
  let current = ids[0];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= detectionLine) current = id;
  }
  return current;
}

// The index beside (desktop) or above (under 768 px, as a chip bar) a long page: it highlights the section in
// view and scrolls smoothly to a section, leaving room for the sticky header.
export function SectionIndex({ items, label, className }: SectionIndexProps) {
  const [active, setActive] = useState(items[0]?.id);
  // Until hydration the links are plain anchors (native jump honouring scroll-padding-top).
  const [ready, setReady] = useState(false);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const ids = items.map((item) => item.id);
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setActive(activeSection(ids, landingOffset(nav.current) + detectionMargin));
        setReady(true);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [items]);

  // Under 768 px the chips scroll sideways: as the page scrolls, the highlighted one is brought into
  // the bar (the bar alone scrolls, not the page, which may be gliding to a section).
  useEffect(() => {
    const bar = nav.current?.querySelector('ul');
    const chip = bar?.querySelector('[aria-current="location"]');
    if (!bar || !chip || bar.scrollWidth <= bar.clientWidth) return;
    const barBox = bar.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    const inset = parseFloat(getComputedStyle(bar).scrollPaddingLeft) || 0;
    const shift = chipBox.left < barBox.left + inset ? chipBox.left - barBox.left - inset : Math.max(0, chipBox.right - barBox.right + inset);
    if (shift === 0) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    bar.scrollBy({ left: shift, behavior: reduced ? 'auto' : 'smooth' });
  }, [active]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const offset = landingOffset(nav.current);
    const targetTop = () => target.getBoundingClientRect().top + window.scrollY - offset;
    // Where the page can go: a section near the end of the page stops short of its place. Already
    // there, the page does not glide and no scroll end comes: waited for, it would be the visitor's
    // own next scroll, which the settling below would undo.
    const destination = Math.min(Math.max(targetTop(), 0), document.documentElement.scrollHeight - window.innerHeight);
    const glides = !reduced && Math.abs(window.scrollY - destination) > 1;
    window.scrollTo({ top: targetTop(), behavior: reduced ? 'auto' : 'smooth' });
    if (glides) {
      // Lazy images above the target may load during the glide and move it: settle on its final place.
      window.addEventListener(
        'scrollend',
        () => {
          if (Math.abs(window.scrollY - targetTop()) > 1) window.scrollTo({ top: targetTop(), behavior: 'auto' });
        },
        { once: true },
      );
    }
    // The focus follows, as after a native jump: the next Tab and a screen reader go on in the section.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    // The entry's state is kept, as everywhere else: remembered tabs and lists keep theirs in it (lib/use-history-state.ts).
    window.history.replaceState(window.history.state, '', `#${id}`);
    setActive(id);
  };

  return (
    <nav ref={nav} aria-label={label} data-slot="section-index" data-ready={ready ? 'true' : undefined} className={cn('z-30 chip-bar:sticky chip-bar:top-16 md:sticky md:top-20 md:self-start', className)}>
      <ul className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto border-b bg-background/95 px-4 py-3 backdrop-blur md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:border-b-0 md:border-l md:bg-transparent md:p-0 md:pl-4 md:backdrop-blur-none">
        {items.map((item) => {
          const isActive = item.id === active;
          return (
            <li key={item.id} className="shrink-0">
              <a
                href={`#${item.id}`}
                onClick={(event) => jump(event, item.id)}
                // In the chip bar, Chromium leaves a chip the focus reaches where it is when part of it
                // shows at an edge: bring all of it, and its focus ring, into the bar (scroll-px-4).
                onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
                aria-current={isActive ? 'location' : undefined}
                className={cn(
                  'block rounded-full border px-3 py-1.5 text-sm whitespace-nowrap transition-colors md:whitespace-normal outline-none focus-visible:ring-[3px] focus-visible:ring-ring md:rounded-md md:border-0 md:px-2',
                  isActive ? 'border-primary bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
