'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonVariantProps } from '@/components/ui/button-variants';
import { reportConnectionLost } from '@/components/ui/toast';
import { deferredComponent } from '@/lib/deferred-component';
import { useLayerHistory } from '@/lib/layer-history';
import type { DialogFormPanelProps } from './dialog-form-panel';

// The dialog, its form and their validation (Radix Dialog, react-hook-form, zod) load when a visitor
// reaches for the button, not with the page that offers it.
const { Deferred: DialogFormPanel, preload: preloadPanel } = deferredComponent(() => import('./dialog-form-panel').then((module) => module.DialogFormPanel));

type DialogFormClientProps = DialogFormPanelProps & { triggerLabel: ReactNode; triggerClassName?: string; triggerSize?: ButtonVariantProps['size'] };

export function DialogFormClient({ triggerLabel, triggerClassName, triggerSize, ...panel }: DialogFormClientProps) {
  // Once opened, the panel stays mounted while closed, so what was typed is still there on reopening.
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const history = useLayerHistory(open, () => setOpen(false));
  const show = () => {
    setOpened(true);
    setOpen(true);
    history.enter();
  };
  const hide = () => {
    setOpen(false);
    history.leave();
  };

  return (
    <>
      <Button ref={trigger} className={triggerClassName} size={triggerSize} aria-haspopup="dialog" aria-expanded={open} onPointerEnter={preloadPanel} onFocus={preloadPanel} onClick={show}>
        {triggerLabel}
      </Button>
      {opened ? (
        <DialogFormPanel
          {...panel}
          open={open}
          onOpenChange={(next) => (next ? show() : hide())}
          returnFocusTo={trigger}
          onLoadFailure={() => {
            setOpened(false);
            hide();
            reportConnectionLost();
          }}
        />
      ) : null}
    </>
  );
}
