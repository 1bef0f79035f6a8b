'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { XIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { reportConnectionLost } from '@/components/ui/toast';
import { browserStorage, tabStorage } from '@/lib/browser-storage';
import { deferredComponent } from '@/lib/deferred-component';
import { Link } from '@/lib/i18n/link';
import {
  allAccepted,
  deleteForbiddenCookies,
  hasStoredConsent,
  isConsentStorageKey,
  onlyNecessary,
  storeConsent,
  takeAskedAgain,
  type CookiePreferences,
} from '@/lib/cookie-consent';
import { focusMainContent } from './main-content';

// The preferences dialog (Radix Dialog and Switch) loads only for the visitors who open it.
const { Deferred: CookiePreferencesDialog, preload: preloadDialog } = deferredComponent(() =>
  import('./cookie-preferences-dialog').then((module) => module.CookiePreferencesDialog),
);

type Category = { name: string; description: string };
export type CookieBannerLabels = {
  title: string;
  description: string;
  changeLater: string;
  privacyLink: string;
  acceptAll: string;
  rejectOptional: string;
  customize: string;
  close: string;
  /** The preferences dialog's ×: it closes the dialog only, the banner stays. */
  closeDialog: string;
  dialogTitle: string;
  dialogDescription: string;
  save: string;
  alwaysOn: string;
  categories: Record<keyof CookiePreferences, Category>;
};

// Consent lives in the browser only, so the server HTML is the same for every visitor;
// the banner appears after hydration, fixed at the bottom, where it cannot shift the layout.
export function CookieBanner({ labels }: { labels: CookieBannerLabels }) {
  const [bannerOpen, setBannerOpen] = useState(false);
  // The dialog belongs to the page it was opened on: Back, which leaves that page, closes it (the
  // banner lives in the layout and would otherwise stay open over the next page), and Forward to
  // that page does not bring it back.
  const pathname = usePathname();
  const [dialogOpenOn, setDialogOpenOn] = useState<string | null>(null);
  if (dialogOpenOn !== null && dialogOpenOn !== pathname) setDialogOpenOn(null);
  const dialogOpen = dialogOpenOn === pathname;
  const setDialogOpen = (open: boolean) => setDialogOpenOn(open ? pathname : null);
  const [dialogHasOpened, setDialogHasOpened] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const customize = useRef<HTMLButtonElement>(null);
  const focusWhenShown = useRef(false);

  // Read after hydration (localStorage is the browser's), and again whenever the choice may have
  // changed elsewhere: answered or cleared in another tab, or while this page sat in the browser's
  // back/forward cache (the other language's page answered it). A banner still up there would ask
  // again, and its answer would overwrite the one already given.
  useEffect(() => {
    const followStoredChoice = () => {
      const answered = hasStoredConsent(browserStorage);
      if (answered && banner.current?.contains(document.activeElement)) focusMainContent();
      setBannerOpen(!answered);
      if (answered) setDialogOpenOn(null);
    };
    const onStorage = (event: StorageEvent) => {
      if (isConsentStorageKey(event.key)) followStoredChoice();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) followStoredChoice();
    };
    focusWhenShown.current = takeAskedAgain(tabStorage);
    followStoredChoice();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  // Shown again at the visitor's request (the footer's Cookie Settings), the banner takes the focus
  // the reload dropped: the next Tab reaches its buttons, and a screen reader reads its name.
  useEffect(() => {
    if (!bannerOpen || !focusWhenShown.current) return;
    focusWhenShown.current = false;
    banner.current?.focus({ preventScroll: true });
  }, [bannerOpen]);

  // What the fixed banner covers follows its height:
  // - a field reached with Tab, or a form's first error, scrolls into view above it rather than
  //   behind it (the browser keeps the scroll padding free when it brings focus into view);
  // - the footer's last lines (legal links, cookie settings) would stay hidden even with the page
  //   scrolled to the end, so the body gets as much room after the footer. Only on pages that
  //   already scroll: on a shorter one the footer would move up, a layout shift.
  useEffect(() => {
    const element = banner.current;
    if (!bannerOpen || !element) return;
    const root = document.documentElement;
    const scrolls = root.scrollHeight > window.innerHeight;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
      if (scrolls) document.body.style.setProperty('padding-bottom', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      document.body.style.removeProperty('padding-bottom');
    };
  }, [bannerOpen]);

  function choose(preferences: CookiePreferences) {
    storeConsent(browserStorage, preferences);
    deleteForbiddenCookies(document, preferences);
    // The answered banner takes its focused button with it; from the dialog, its closing does this.
    if (banner.current?.contains(document.activeElement)) focusMainContent();
    setBannerOpen(false);
    setDialogOpen(false);
  }

  return (
    <>
      {/* Stays while the preferences dialog is open, so closing the dialog returns focus to 'Personnaliser'.
          On a short screen (a page zoomed to 400 %, a phone held sideways) it takes half the height at
          most and scrolls within: at its full height it covered the whole page, and whatever the
          keyboard's focus reached behind it. There its padding shrinks and, on a phone held sideways,
          its buttons stack beside the text, clear of the close button, so that it shows whole: below
          the text, the bottom of the buttons was out of view. */}
      {bannerOpen && (
        <section
          ref={banner}
          role="region"
          aria-label={labels.title}
          tabIndex={-1}
          data-testid="cookie-banner"
          className="fixed inset-x-0 bottom-0 z-50 max-h-dvh outline-none print:hidden overflow-y-auto border-t bg-background p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:p-6 short-screen:max-h-[50dvh] short-screen:p-3"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-4 short-screen:sm:flex-row short-screen:sm:items-center short-screen:sm:pr-10 lg:flex-row lg:items-center lg:justify-between">
            <div>
              {/* Only the title's line stays clear of the close button above it, so the text below uses the full width. */}
              <h2 className="pr-10 text-base font-semibold">{labels.title}</h2>
              {/* Two short paragraphs rather than one block: on a phone one block of text was larger than a
                  page's own introduction, so the banner, drawn after hydration, became the page's largest paint. */}
              <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{labels.description}</p>
              <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
                {labels.changeLater}{' '}
                <Link href="/legal/privacy-policy" className="font-medium text-foreground underline underline-offset-4">
                  {labels.privacyLink}
                </Link>
              </p>
            </div>
            {/* On a phone, accept and customise share the first row and reject fills the second: with
                reject second, each of the three took a row of its own in French. */}
            <div className="flex flex-wrap gap-2 *:max-sm:grow short-screen:sm:shrink-0 short-screen:sm:flex-col">
              <button type="button" className={buttonVariants()} onClick={() => choose(allAccepted)}>
                {labels.acceptAll}
              </button>
              <button
                ref={customize}
                type="button"
                className={buttonVariants({ variant: 'outline' })}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
                onClick={() => {
                  setDialogHasOpened(true);
                  setDialogOpen(true);
                }}
              >
                {labels.customize}
              </button>
              <button type="button" className={buttonVariants()} onClick={() => choose(onlyNecessary)}>
                {labels.rejectOptional}
              </button>
            </div>
          </div>
          <button
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'absolute top-1 right-1' })}
            aria-label={labels.close}
            onClick={() => choose(onlyNecessary)}
          >
            <XIcon className="size-5" aria-hidden />
          </button>
        </section>
      )}
      {dialogHasOpened ? (
        <CookiePreferencesDialog
          labels={labels}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onChoose={choose}
          returnFocusTo={customize}
          onLoadFailure={() => {
            setDialogHasOpened(false);
            setDialogOpen(false);
            reportConnectionLost();
          }}
        />
      ) : null}
    </>
  );
}
