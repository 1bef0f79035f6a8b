'use client';

import { useEffect, useState } from 'react';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { Link } from '@/lib/i18n/navigation';
import {
  allAccepted,
  deleteForbiddenCookies,
  hasStoredConsent,
  onlyNecessary,
  storeConsent,
  type CookiePreferences,
} from '@/lib/cookie-consent';

type Category = { name: string; description: string };
export type CookieBannerLabels = {
  title: string;
  description: string;
  privacyLink: string;
  acceptAll: string;
  rejectOptional: string;
  customize: string;
  close: string;
  dialogTitle: string;
  dialogDescription: string;
  save: string;
  alwaysOn: string;
  categories: Record<keyof CookiePreferences, Category>;
};

const optionalCategories = ['functional', 'analytics', 'marketing'] as const;

// Consent lives in the browser only, so the server HTML is the same for every visitor;
// the banner appears after hydration, fixed at the bottom, where it cannot shift the layout.
export function CookieBanner({ labels }: { labels: CookieBannerLabels }) {
  const [bannerOpen, setBannerOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState<CookiePreferences>(onlyNecessary);

  useEffect(() => {
    // Reading localStorage is only possible after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!hasStoredConsent(window.localStorage)) setBannerOpen(true);
  }, []);

  function choose(preferences: CookiePreferences) {
    storeConsent(window.localStorage, preferences);
    deleteForbiddenCookies(document, preferences);
    setBannerOpen(false);
    setDialogOpen(false);
  }

  return (
    <>
      {bannerOpen && !dialogOpen && (
        <section
          role="region"
          aria-label={labels.title}
          data-testid="cookie-banner"
          className="fixed inset-x-0 bottom-0 z-50 border-t bg-background p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:p-6"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="pr-10 lg:pr-0">
              <h2 className="text-base font-semibold">{labels.title}</h2>
              <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
                {labels.description}{' '}
                <Link href="/legal/privacy-policy" className="font-medium text-foreground underline underline-offset-4">
                  {labels.privacyLink}
                </Link>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="default" onClick={() => choose(allAccepted)}>
                {labels.acceptAll}
              </Button>
              <Button variant="default" onClick={() => choose(onlyNecessary)}>
                {labels.rejectOptional}
              </Button>
              <Button variant="outline" onClick={() => setDialogOpen(true)}>
                {labels.customize}
              </Button>
            </div>
          </div>
          <Button variant="ghost" size="icon" className="absolute top-2 right-2" aria-label={labels.close} onClick={() => choose(onlyNecessary)}>
            <XIcon className="size-5" aria-hidden />
          </Button>
        </section>
      )}
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
        <DialogContent closeLabel={labels.close} data-testid="cookie-dialog">
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
            <Button variant="outline" onClick={() => choose(draft)}>
              {labels.save}
            </Button>
            <Button onClick={() => choose(allAccepted)}>{labels.acceptAll}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
