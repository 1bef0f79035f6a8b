'use client';

import { Share2Icon } from 'lucide-react';
import { prepareToasts, toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';

type ShareButtonProps = { title: string; label: string; copiedTitle: string; copiedText: string; copyFailed: string };

// Native share sheet where the browser has one; otherwise (or if it fails) the link goes to the clipboard.
export function ShareButton({ title, label, copiedTitle, copiedText, copyFailed }: ShareButtonProps) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copiedTitle, { description: copiedText });
    } catch {
      toast.error(copyFailed);
    }
  };

  return (
    <Button type="button" variant="outline" onClick={share} onPointerEnter={prepareToasts} onFocus={prepareToasts} data-testid="share-button">
      <Share2Icon aria-hidden />
      {label}
    </Button>
  );
}
