'use client';

import { useRef, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDownIcon } from 'lucide-react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';

export type ResolvedNavGroup = { id: string; label: string; links: { href: string; label: string }[] };

const triggerClass =
  'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent';

// One dropdown open at a time: the open group is a single piece of state. A closing menu only
// clears it if it is still the open one, since Radix closes the old menu after the new one opens.
export function DesktopNav({ groups, label }: { groups: ResolvedNavGroup[]; label: string }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  // Read synchronously while Radix closes one menu and opens another in the same gesture.
  const openGroupRef = useRef<string | null>(null);

  function changeOpenGroup(id: string, open: boolean) {
    if (open) openGroupRef.current = id;
    else if (openGroupRef.current === id) openGroupRef.current = null;
    setOpenGroup(openGroupRef.current);
  }
  const pathname = usePathname();

  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {groups.map((group) => {
          const only = group.links.length === 1 ? group.links[0] : undefined;
          if (only) {
            return (
              <li key={group.id}>
                <Link href={only.href} className={triggerClass} aria-current={pathname === only.href ? 'page' : undefined}>
                  {group.label}
                </Link>
              </li>
            );
          }
          return (
            <li key={group.id}>
              <DropdownMenu.Root modal={false} open={openGroup === group.id} onOpenChange={(open) => changeOpenGroup(group.id, open)}>
                <DropdownMenu.Trigger className={triggerClass}>
                  {group.label}
                  <ChevronDownIcon className="size-4 transition-transform in-data-[state=open]:rotate-180" aria-hidden />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="start"
                    sideOffset={8}
                    className="z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
                    onCloseAutoFocus={(event) => {
                      // Focus goes back to this trigger only if no other menu has just opened.
                      if (openGroupRef.current !== null) event.preventDefault();
                    }}
                  >
                    {group.links.map((link) => (
                      <DropdownMenu.Item key={link.href} asChild>
                        <Link
                          href={link.href}
                          aria-current={pathname === link.href ? 'page' : undefined}
                          className={cn(
                            'block rounded-sm px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
                            pathname === link.href && 'font-semibold text-primary',
                          )}
                        >
                          {link.label}
                        </Link>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
