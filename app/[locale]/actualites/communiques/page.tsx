import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toPressCardData } from '@/components/press/press-card-data';
import { PressList } from '@/components/press/press-list';
import { getPressReleases } from '@/lib/content/press';
import { shuffled } from '@/lib/content/shuffle';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

// Regenerated at most every 5 minutes (and at once through /api/revalidate): each regeneration reshuffles.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/communiques'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'PressList' });
  return buildMetadata({ locale, path: '/actualites/communiques', title: t('meta.title'), description: t('meta.description') });
}

export default async function PressReleasesPage({ params }: PageProps<'/[locale]/actualites/communiques'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'PressList' });
  const { items, failed } = await getPressReleases(locale);

  return (
    <section className="mx-auto max-w-6xl animate-page-fade px-4 py-12 md:py-16">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      {failed ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-foreground">
          {t('error')}
        </p>
      ) : items.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{t('noArticles')}</p>
      ) : (
        <PressList
          releases={shuffled(items).map((release) => toPressCardData(release, locale))}
          labels={{
            searchPlaceholder: t('searchPlaceholder'),
            searchLabel: t('searchLabel'),
            filtersLabel: t('filtersLabel'),
            all: t('all'),
            readArticle: t('readArticle'),
            loadingArticle: t('loadingArticle'),
            empty: t('empty'),
          }}
        />
      )}
    </section>
  );
}
