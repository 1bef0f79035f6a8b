'use client';

import { useRef, useState } from 'react';
import { MenuIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { reportConnectionLost } from '@/components/ui/toast';
import { deferredComponent } from '@/lib/deferred-component';
import { earlyTap } from '@/lib/early-taps';
import { useLocalePathname } from '@/lib/i18n/link';
import { useLayerHistory } from '@/lib/layer-history';
import type { ResolvedNavGroup } from './desktop-nav';
import type { MobileMenuLabels } from './mobile-menu-panel';

// The panel and its dialog code load when the menu is first wanted, not with every page: the
// button starts fetching them as soon as a pointer or the focus reaches it.
const { Deferred: MobileMenuPanel, preload: preloadPanel } = deferredComponent(() => import('./mobile-menu-panel').then((module) => module.MobileMenuPanel));

export function MobileMenu({ groups, labels }: { groups: ResolvedNavGroup[]; labels: MobileMenuLabels }) {
  // Open on the page where it was opened only: whatever leaves the page with the menu open (a link,
  // a history traversal past the menu's own entry), the next page must not show it. Leaving the page
  // forgets it, so Forward back to that page does not bring the menu back either.
  const pathname = useLocalePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  const [hasOpened, setHasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A phone's Back closes the menu, as it does the dialogs, rather than leaving the page.
  const history = useLayerHistory(open, () => setOpenOn(null));
  const close = () => {
    setOpenOn(null);
    history.leave();
  };

  return (
    <>
      <button
        ref={triggerRef}
        {...earlyTap}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setHasOpened(true);
          setOpenOn(pathname);
          history.enter();
        }}
      >
        <MenuIcon className="size-6" aria-hidden />
      </button>
      {hasOpened ? (
        <MobileMenuPanel
          groups={groups}
          labels={labels}
          open={open}
          onClose={close}
          onFollowLink={() => {
            setOpenOn(null);
            history.handOver();
          }}
          triggerRef={triggerRef}
          onLoadFailure={() => {
            setHasOpened(false);
            close();
            reportConnectionLost();
          }}
        />
      ) : null}
    </>
  );
}
