import { getTranslations } from 'next-intl/server';
import { getPressReleases } from '@/lib/content/press';
import { shuffled } from '@/lib/content/shuffle';
import type { ListQuery } from '@/lib/filtered-lists';
import { countLabels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { toPressCardData } from './press-card-data';
import { PressList } from './press-list';

/** The list body: reads the releases and shuffles them for this render, filtered as `query` asks. */
export async function PressReleasesSection({ locale, query }: { locale: Locale; query: ListQuery }) {
  const t = await getTranslations({ locale, namespace: 'PressList' });
  const { items, failed } = await getPressReleases(locale);
  if (failed) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-foreground">
        {t('error')}
      </p>
    );
  }
  if (items.length === 0) return <p className="py-12 text-center text-muted-foreground">{t('noArticles')}</p>;
  return (
    <PressList
      releases={shuffled(items).map((release) => toPressCardData(release, locale))}
      query={query}
      labels={{
        searchPlaceholder: t('searchPlaceholder'),
        searchLabel: t('searchLabel'),
        filtersLabel: t('filtersLabel'),
        all: t('all'),
        readArticle: t('readArticle'),
        loadingArticle: t('loadingArticle'),
        empty: t('empty'),
        resultsCount: countLabels(items.length, (count) => t('resultsCount', { count })),
      }}
    />
  );
}
