import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { CookieBanner, type CookieBannerLabels } from './cookie-banner';

// Server part: resolves the texts; the banner itself decides in the browser whether to show.
export async function CookieConsent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CookieConsent' });
  const labels: CookieBannerLabels = {
    title: t('title'),
    description: t('description'),
    changeLater: t('changeLater'),
    privacyLink: t('privacyLink'),
    acceptAll: t('acceptAll'),
    rejectOptional: t('rejectOptional'),
    customize: t('customize'),
    close: t('close'),
    closeDialog: t('closeDialog'),
    dialogTitle: t('dialogTitle'),
    dialogDescription: t('dialogDescription'),
    save: t('save'),
    alwaysOn: t('alwaysOn'),
    categories: {
      necessary: { name: t('categories.necessary'), description: t('categories.necessaryDescription') },
      functional: { name: t('categories.functional'), description: t('categories.functionalDescription') },
      analytics: { name: t('categories.analytics'), description: t('categories.analyticsDescription') },
      marketing: { name: t('categories.marketing'), description: t('categories.marketingDescription') },
    },
  };
  return <CookieBanner labels={labels} />;
}
