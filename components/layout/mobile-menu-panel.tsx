'use client';

import { useEffect, useEffectEvent, type RefObject } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link, useLocalePathname } from '@/lib/i18n/link';
import { cn } from '@/lib/utils';
import type { ResolvedNavGroup } from './desktop-nav';

/** Tailwind's `lg`, from which the desktop navigation shows and this panel is hidden. */
const desktopQuery = '(min-width: 64rem)';

export type MobileMenuLabels = { open: string; close: string; title: string; nav: string };

type MobileMenuPanelProps = {
  groups: ResolvedNavGroup[];
  labels: MobileMenuLabels;
  open: boolean;
  /** Closed by its button, Escape, a tap outside or a widened window. */
  onClose: () => void;
  /** Closed by a link to another page, which takes the menu's history entry. */
  onFollowLink: () => void;
  /** The button outside this panel that opened it, where focus returns on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

// The same groups as the desktop header, in a panel that traps focus and closes on Escape or after a link.
// Loaded the first time the menu opens (see mobile-menu.tsx).
export function MobileMenuPanel({ groups, labels, open, onClose, onFollowLink, triggerRef }: MobileMenuPanelProps) {
  const pathname = useLocalePathname();
  // Widened past the breakpoint (a tablet turned, a window zoomed out), the panel is hidden but the
  // dialog would still hold the rest of the page out of reach: it closes instead.
  const closeWhenWide = useEffectEvent((wide: MediaQueryList) => {
    if (wide.matches) onClose();
  });
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(desktopQuery);
    const onChange = () => closeWhenWide(wide);
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 lg:hidden" />
        <DialogPrimitive.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Without preventScroll the page jumped to the header button when the menu closed.
            triggerRef.current?.focus({ preventScroll: true });
          }}
          // Radix moves focus without scrolling when Tab wraps around the panel: bring the item into view.
          onFocus={(event) => event.target.scrollIntoView({ block: 'nearest' })}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-background p-6 shadow-xl lg:hidden"
        >
          <div className="mb-4 flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">{labels.title}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={labels.close}>
                <XIcon className="size-6" aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={labels.nav}>
            <ul className="space-y-5">
              {groups.map((group) => (
                <li key={group.id}>
                  <p id={`mobile-menu-${group.id}`} className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {group.label}
                  </p>
                  <ul aria-labelledby={`mobile-menu-${group.id}`} className="space-y-1">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        {/* replace: the page followed to takes the menu's history entry (lib/layer-history.ts);
                            the current page's own link only closes the menu and its entry. */}
                        <Link
                          href={link.href}
                          replace
                          onClick={pathname === link.href ? onClose : onFollowLink}
                          aria-current={pathname === link.href ? 'page' : undefined}
                          className={cn(
                            'block rounded-md px-3 py-2 text-base outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring',
                            pathname === link.href && 'bg-accent font-semibold',
                          )}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
