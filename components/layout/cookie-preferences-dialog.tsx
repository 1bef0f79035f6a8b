'use client';

import { useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { allAccepted, onlyNecessary, type CookiePreferences } from '@/lib/cookie-consent';
import type { CookieBannerLabels } from './cookie-banner';
import { focusMainContent } from './main-content';

const optionalCategories = ['functional', 'analytics', 'marketing'] as const;

type CookiePreferencesDialogProps = {
  labels: CookieBannerLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (preferences: CookiePreferences) => void;
  /** The banner's 'Personnaliser' button: Radix only returns focus to its own Dialog.Trigger. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

// One switch per optional category; the necessary cookies are always on.
export function CookiePreferencesDialog({ labels, open, onOpenChange, onChoose, returnFocusTo }: CookiePreferencesDialogProps) {
  const [draft, setDraft] = useState<CookiePreferences>(onlyNecessary);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={labels.closeDialog}
        data-testid="cookie-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Back to 'Personnaliser' when the dialog is closed unanswered; once a choice removed the banner, to the page.
          if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          else focusMainContent();
        }}
      >
        <DialogHeader>
          <DialogTitle>{labels.dialogTitle}</DialogTitle>
          <DialogDescription>{labels.dialogDescription}</DialogDescription>
        </DialogHeader>
        <ul className="space-y-4">
          <li className="flex items-start justify-between gap-4">
            <div>
              <p className="font-medium">{labels.categories.necessary.name}</p>
              <p className="text-sm text-muted-foreground">{labels.categories.necessary.description}</p>
            </div>
            <span className="shrink-0 text-sm font-medium">{labels.alwaysOn}</span>
          </li>
          {optionalCategories.map((category) => (
            <li key={category} className="flex items-start justify-between gap-4">
              <div>
                <label htmlFor={`cookie-${category}`} className="font-medium">
                  {labels.categories[category].name}
                </label>
                <p id={`cookie-${category}-description`} className="text-sm text-muted-foreground">
                  {labels.categories[category].description}
                </p>
              </div>
              <Switch
                id={`cookie-${category}`}
                aria-describedby={`cookie-${category}-description`}
                checked={draft[category]}
                onCheckedChange={(checked) => setDraft((current) => ({ ...current, [category]: checked }))}
              />
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => onChoose(draft)}>
            {labels.save}
          </Button>
          <Button onClick={() => onChoose(allAccepted)}>{labels.acceptAll}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
