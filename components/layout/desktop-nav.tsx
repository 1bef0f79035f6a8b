'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { ChevronDownIcon } from 'lucide-react';
import { earlyTap } from '@/lib/early-taps';
import { Link, useLocalePathname } from '@/lib/i18n/link';
import { belongsToGroup } from '@/lib/navigation-menu';

export type ResolvedNavGroup = { id: string; label: string; links: { href: string; label: string }[] };

const triggerClass =
  'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring data-[state=open]:bg-accent aria-[current]:text-primary aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8';

// The WAI-ARIA menu button pattern, written here rather than taken from Radix's DropdownMenu:
// that one brings Floating UI positioning and roving focus to every page (about 30 KB gzipped),
// and a header menu that opens right under its trigger needs neither.
//
// One menu is open at a time. It closes on Escape (focus back on its trigger), on a click or a
// focus outside the navigation, on Tab, once a link is chosen, and when the page changes (the
// browser's Back leaves the page it was opened on).
export function DesktopNav({ groups, label }: { groups: ResolvedNavGroup[]; label: string }) {
  const pathname = useLocalePathname();
  const [opened, setOpened] = useState<{ group: string; on: string } | null>(null);
  const openGroup = opened?.on === pathname ? opened.group : null;
  const setOpenGroup = (group: string | null) => setOpened(group ? { group, on: pathname } : null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openGroup) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpened(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [openGroup]);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="hidden lg:block"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenGroup(null);
      }}
    >
      <ul className="flex items-center gap-1">
        {groups.map((group) => {
          const only = group.links.length === 1 ? group.links[0] : undefined;
          return (
            <li key={group.id} className="relative">
              {only ? (
                <Link href={only.href} className={triggerClass} aria-current={pathname === only.href ? 'page' : undefined}>
                  {group.label}
                </Link>
              ) : (
                <MenuGroup
                  group={group}
                  pathname={pathname}
                  open={openGroup === group.id}
                  onOpenChange={(open) => setOpenGroup(open ? group.id : null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type MenuGroupProps = { group: ResolvedNavGroup; pathname: string; open: boolean; onOpenChange: (open: boolean) => void };

function MenuGroup({ group, pathname, open, onOpenChange }: MenuGroupProps) {
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Which item takes focus once the menu has rendered: set by the keys that open it.
  const initialFocus = useRef<'first' | 'last' | null>(null);

  function openWithFocus(position: 'first' | 'last') {
    // Already open (opened with the pointer): no render is coming to focus the item.
    if (open) {
      const items = menuItems(menuRef.current);
      (position === 'first' ? items[0] : items.at(-1))?.focus();
      return;
    }
    initialFocus.current = position;
    onOpenChange(true);
  }

  // Once the menu shows, the item the opening key asked for takes the focus.
  useEffect(() => {
    if (!open || !initialFocus.current) return;
    const items = menuItems(menuRef.current);
    (initialFocus.current === 'first' ? items[0] : items.at(-1))?.focus();
    initialFocus.current = null;
  }, [open]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    } else if (event.key === 'Escape' && open) {
      // Opened with the pointer, the menu leaves focus on its trigger.
      event.preventDefault();
      onOpenChange(false);
    } else if (event.key === 'Tab' && open) {
      // Focus moves on to the next trigger, still inside the navigation: close here.
      onOpenChange(false);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = menuItems(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: items[(current + 1) % items.length],
      ArrowUp: items[(current - 1 + items.length) % items.length],
      Home: items[0],
      End: items.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') {
      onOpenChange(false);
    }
  }

  return (
    <>
      <button
        ref={triggerRef}
        {...earlyTap}
        type="button"
        className={triggerClass}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // The visitor's section, marked for the eye and for screen readers ("current").
        aria-current={belongsToGroup(pathname, group.links) ? 'true' : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label}
        <ChevronDownIcon className="size-4 transition-transform in-data-[state=open]:rotate-180" aria-hidden />
      </button>
      {/* Rendered closed too, hidden: its links are in the server HTML for search engines. */}
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={group.label}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {group.links.map((link) => (
          <li key={link.href} role="none">
            <Link
              href={link.href}
              role="menuitem"
              tabIndex={-1}
              aria-current={pathname === link.href ? 'page' : undefined}
              onClick={() => onOpenChange(false)}
              className={clsx(
                'block rounded-sm px-3 py-2 text-sm outline-none select-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring',
                pathname === link.href && 'font-semibold text-primary',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}
