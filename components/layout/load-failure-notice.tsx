import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Said when the page's scripts have not all come: on a connection that drops while a page loads,
 * one failed script leaves the menus, tabs and forms dead, and nothing told the visitor why.
 * Plain HTML, shown by the stylesheet (`.load-failure`, app/globals.css) when the page has not
 * started working 15 s after it was opened; the scripts mark the page once they run
 * (components/layout/route-effects.tsx), and visitors without JavaScript never see it.
 */
export async function LoadFailureNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <div role="alert" data-testid="load-failure" className="load-failure fixed inset-x-0 bottom-0 z-50 flex-col gap-2 border-t bg-background p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:flex-row sm:items-center sm:justify-between sm:p-6 print:hidden">
      <p className="text-sm">
        <strong className="font-semibold">{t('loadFailedTitle')}.</strong> {t('loadFailedDescription')}
      </p>
      {/* An empty address is the page's own, its query included: following it loads the page again. */}
      <a href="" className="shrink-0 self-start font-medium text-primary underline underline-offset-4 sm:self-auto">
        {t('reload')}
      </a>
    </div>
  );
}
