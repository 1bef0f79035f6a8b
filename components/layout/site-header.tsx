import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { headerGroups } from '@/lib/navigation-menu';
import { SolioLogo } from './solio-logo';
import { DesktopNav, type ResolvedNavGroup } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { LanguageToggle } from './language-toggle';
import { ThemeToggle } from './theme-toggle';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const themeT = await getTranslations({ locale, namespace: 'ThemeToggle' });
  const languageT = await getTranslations({ locale, namespace: 'LanguageToggle' });

  const groups: ResolvedNavGroup[] = headerGroups.map((group) => ({
    id: group.id,
    label: t(`groups.${group.id}`),
    links: group.links.map((link) => ({ href: link.href, label: routes(link.route) })),
  }));

  return (
    <header data-slot="site-header" className="sticky top-0 z-40 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80 print:static print:[&_nav]:hidden">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
          <SolioLogo className="h-8 w-auto" title={t('homeLabel')} />
        </Link>
        <DesktopNav groups={groups} label={t('mainLabel')} />
        <div className="flex items-center gap-1 print:hidden">
          <LanguageToggle label={languageT('label')} short={languageT('short')} unavailable={languageT('unavailable')} />
          <ThemeToggle toDark={themeT('toDark')} toLight={themeT('toLight')} />
          <MobileMenu
            groups={groups}
            labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('mobileMenuTitle'), nav: t('mainLabel') }}
          />
        </div>
      </div>
    </header>
  );
}
