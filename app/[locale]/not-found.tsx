import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return <NotFoundView code={t('code')} title={t('title')} slogan={t('slogan')} backHome={t('backHome')} />;
}
