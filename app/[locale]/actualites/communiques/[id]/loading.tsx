import { getTranslations } from 'next-intl/server';

export default async function Loading() {
  const t = await getTranslations('PressList');
  return (
    <p role="status" className="mx-auto max-w-4xl px-4 py-24 text-center text-muted-foreground">
      {t('loadingArticle')}
    </p>
  );
}
