import { getTranslations } from 'next-intl/server';
import { ContentAwareNotFound } from '@/components/layout/content-aware-not-found';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  const content = await getTranslations('ContentNotFound');
  return (
    <ContentAwareNotFound
      generic={{ code: t('code'), title: t('title'), slogan: t('slogan'), backHome: t('backHome') }}
      content={{
        pressTitle: content('pressTitle'),
        pressBack: content('pressBack'),
        eventTitle: content('eventTitle'),
        eventBack: content('eventBack'),
      }}
    />
  );
}
