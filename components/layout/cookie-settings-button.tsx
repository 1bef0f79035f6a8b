'use client';

import { browserStorage, tabStorage } from '@/lib/browser-storage';
import { askAgain } from '@/lib/cookie-consent';

// Clears the stored choice and reloads, so the banner shows again (spec §4).
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
      onClick={() => {
        askAgain(browserStorage, tabStorage);
        window.location.reload();
      }}
    >
      {label}
    </button>
  );
}
