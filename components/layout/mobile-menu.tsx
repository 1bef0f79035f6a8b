'use client';

import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { MenuIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { ResolvedNavGroup } from './desktop-nav';
import type { MobileMenuLabels } from './mobile-menu-panel';

// The panel and its dialog code load when the menu is first wanted, not with every page: the
// button starts fetching them as soon as a pointer or the focus reaches it.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = dynamic(() => loadPanel().then((module) => module.MobileMenuPanel), { ssr: false });

export function MobileMenu({ groups, labels }: { groups: ResolvedNavGroup[]; labels: MobileMenuLabels }) {
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" aria-hidden />
      </button>
      {hasOpened ? <MobileMenuPanel groups={groups} labels={labels} open={open} onOpenChange={setOpen} triggerRef={triggerRef} /> : null}
    </>
  );
}
