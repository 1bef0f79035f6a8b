'use client';

import { useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { X } from 'lucide-react';
import { focusMainContent } from '@/components/layout/main-content';
import { projectNotFoundParam } from '@/lib/filtered-lists';

type ProjectNotFoundNoticeProps = { title: string; description: string; dismissLabel: string };

/** The list page is static: the 'Projet non trouvé' notice reads the query the redirect left (`?notFound=1`). */
export function ProjectNotFoundNotice({ title, description, dismissLabel }: ProjectNotFoundNoticeProps) {
  const searchParams = useSearchParams();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || searchParams.get(projectNotFoundParam) === null) return null;

  // Closing also takes the query out of the address: kept there, the notice would come back on a
  // reload and in the other language after the visitor had read and closed it.
  const dismiss = () => {
    setDismissed(true);
    const address = new URL(window.location.href);
    address.searchParams.delete(projectNotFoundParam);
    window.history.replaceState(window.history.state, '', address);
    // The focused close button goes with the notice: the focus stays in the page's content.
    focusMainContent();
  };
  return (
    <div role="alert" className="mb-6 flex items-start justify-between gap-4 rounded-lg border border-destructive bg-destructive px-4 py-3 text-destructive-foreground">
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{description}</p>
      </div>
      <button type="button" onClick={dismiss} aria-label={dismissLabel} className="rounded-sm p-1 outline-none hover:bg-black/10 focus-visible:ring-[3px] focus-visible:ring-destructive-foreground">
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
