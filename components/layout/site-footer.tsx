import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { footerQuickLinks, legalLinks } from '@/lib/navigation-menu';
import { siteConfig } from '@/lib/site-config';
import { CookieSettingsButton } from './cookie-settings-button';
import { SolioLogo } from './solio-logo';

const offices = [
  { region: 'europe', cities: 'europeCities' },
  { region: 'northAmerica', cities: 'northAmericaCities' },
  { region: 'africa', cities: 'africaCities' },
] as const;

/** The element the first paint waits for (see SiteShell). */
export const siteFooterId = 'site-footer';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const linkClass = 'rounded-sm underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring outline-none';

  // Space above the footer, except under a page's closing band (`data-closing-band`): a strip of page
  // background between two coloured surfaces reads as a gap in the page.
  return (
    <footer id={siteFooterId} className="mt-16 border-t bg-muted/40 [main:has([data-closing-band])+&]:mt-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <SolioLogo className="h-8 w-auto" title={siteConfig.name} />
          <p className="text-sm leading-relaxed text-muted-foreground">{t('about')}</p>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t('officesTitle')}</h2>
          <dl className="space-y-2 text-sm">
            {offices.map((office) => (
              <div key={office.region}>
                <dt className="font-medium">{t(`offices.${office.region}`)}</dt>
                <dd className="text-muted-foreground">{t(`offices.${office.cities}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t('quickLinksTitle')}</h2>
          <ul className="space-y-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {routes(link.route)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-6">
          <div>
            <h2 className="mb-3 text-sm font-semibold">{t('followUs')}</h2>
            <a href={siteConfig.linkedinUrl} target="_blank" rel="noopener noreferrer" className={`${linkClass} text-sm`}>
              {t('linkedin')} <span className="sr-only">{common('opensInNewTab')}</span>
            </a>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold">{t('legalTitle')}</h2>
            <ul className="space-y-2 text-sm">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {routes(link.route)}
                  </Link>
                </li>
              ))}
              <li className="print:hidden">
                <CookieSettingsButton label={t('cookieSettings')} />
              </li>
            </ul>
          </div>
        </div>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">{t('rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
