import { getTranslations } from 'next-intl/server';
import { NotFoundTitle } from '@/components/layout/not-found-title';
import { NotFoundView } from '@/components/layout/not-found-view';
import { missingItemMessages } from '@/lib/i18n/missing-item-messages';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  const titles: Record<string, string> = {};
  for (const { namespace, key } of missingItemMessages) {
    const tn = await getTranslations(namespace);
    titles[`${namespace}.${key}`] = tn(key);
  }
  return <NotFoundView code={t('code')} title={<NotFoundTitle fallback={t('title')} titles={titles} />} slogan={t('slogan')} backHome={t('backHome')} />;
}
