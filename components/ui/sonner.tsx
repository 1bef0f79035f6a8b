'use client';

import { useSyncExternalStore } from 'react';
import { XIcon } from 'lucide-react';
import { deferredComponent } from '@/lib/deferred-component';
import { cn } from '@/lib/utils';
import { currentNotice, dismissNotice, isToasterWanted, subscribeToToaster, toasterFailed, type Notice } from './toast';

const { Deferred: SonnerToaster } = deferredComponent(() => import('./sonner-toaster').then((module) => module.SonnerToaster));

type ToasterLabels = { close: string; region: string; connectionLostTitle: string; connectionLostDescription: string };

/** A message whose toast could not be shown, sonner's code being out of reach: drawn by the page's own code. */
function NoticeView({ notice, labels }: { notice: Notice; labels: ToasterLabels }) {
  const { tone, title, description } =
    notice.kind === 'connectionLost' ? ({ tone: 'error', title: labels.connectionLostTitle, description: labels.connectionLostDescription } as const) : notice;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'fixed right-4 bottom-4 z-[100] flex w-[356px] max-w-[calc(100vw-2rem)] items-start gap-3 rounded-lg border bg-popover p-4 text-sm text-popover-foreground shadow-lg',
        tone === 'error' && 'border-destructive',
      )}
    >
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{title}</p>
        {description ? <p>{description}</p> : null}
      </div>
      <button
        type="button"
        onClick={dismissNotice}
        aria-label={labels.close}
        className="rounded-sm p-1 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <XIcon className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** Where the site's toasts appear; sonner itself loads once a toast may be raised (see ./toast). */
function Toaster({ labels }: { labels: ToasterLabels }) {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  const notice = useSyncExternalStore(subscribeToToaster, currentNotice, () => null);
  return (
    <>
      {wanted ? <SonnerToaster containerAriaLabel={labels.region} toastOptions={{ closeButtonAriaLabel: labels.close }} onLoadFailure={toasterFailed} /> : null}
      {notice ? <NoticeView notice={notice} labels={labels} /> : null}
    </>
  );
}

export { Toaster };
