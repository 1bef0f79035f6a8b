import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { Toaster } from '@/components/ui/sonner';
import { earlyTapScript } from '@/lib/early-taps';
import { interFontUrl } from '@/lib/fonts';
import { getLabels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { CookieConsent } from './cookie-consent';
import { LoadFailureNotice } from './load-failure-notice';
import { mainContentId } from './main-content';
import { NavigationProgress } from './navigation-progress';
import { Providers } from './providers';
import { RouteEffects } from './route-effects';
import { SiteFooter, siteFooterId } from './site-footer';
import { SiteHeader } from './site-header';
import { UnavailableTextsProvider } from './unavailable-texts';

// The document every page shares: <html lang>, providers, header, footer, cookie consent and toasts.
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [t, unavailableTexts] = await Promise.all([getTranslations({ locale, namespace: 'Common' }), getLabels(locale, 'ContentUnavailable')]);

  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col font-sans">
        {/* Chrome may paint a page whose HTML it has only half parsed: the rest then moves what was
            painted (a header whose items were not all there, a scrollbar appearing). Rendering waits
            until the footer is parsed, so the first paint is the whole page. React moves it to <head>. */}
        <link rel="expect" href={`#${siteFooterId}`} blocking="render" />
        {/* Requested with the stylesheet, the font is there by the first paint on almost every load:
            with 'font-display: optional' (app/globals.css), one that comes later is not used on that page. */}
        <link rel="preload" href={interFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* Before any button: notes the taps a slow phone's visitor makes before the scripts run (lib/early-taps.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyTapScript }} />
        <Providers>
          <a
            href={`#${mainContentId}`}
            className="sr-only z-[60] rounded-md bg-primary text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
          >
            {t('skipToContent')}
          </a>
          {/* First in the page's order, though drawn at the bottom: keyboard and screen-reader users meet the
              consent question before the page it covers, not after the whole page. */}
          <CookieConsent locale={locale} />
          <RouteEffects />
          <NavigationProgress />
          <SiteHeader locale={locale} />
          <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
            <UnavailableTextsProvider texts={unavailableTexts}>{children}</UnavailableTextsProvider>
          </main>
          <SiteFooter locale={locale} />
          <Toaster
            labels={{
              close: t('closeNotification'),
              region: t('notifications'),
              connectionLostTitle: t('connectionLostTitle'),
              connectionLostDescription: t('connectionLostDescription'),
            }}
          />
          <LoadFailureNotice locale={locale} />
          <OrganizationJsonLd locale={locale} />
        </Providers>
      </body>
    </html>
  );
}
