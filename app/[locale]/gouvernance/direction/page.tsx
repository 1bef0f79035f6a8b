import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/corporate/page-intro';
import { PersonCard } from '@/components/corporate/person-card';
import { gridImageLoading } from '@/components/media/image-priority';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { governanceCopy } from '@/lib/content/governance';
import { leaders } from '@/lib/content/leaders';
import { withElision } from '@/lib/i18n/french-elision';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/gouvernance/direction';

export async function generateMetadata({ params }: PageProps<'/[locale]/gouvernance/direction'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'DirectionPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function DirectionPage({ params }: PageProps<'/[locale]/gouvernance/direction'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'DirectionPage' });
  const copy = governanceCopy[locale];
  const common = await getTranslations({ locale, namespace: 'Common' });

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path={path} name={copy.direction.title} />
      <PageIntro title={copy.direction.title} subtitle={copy.direction.subtitle} />
      <section aria-label={copy.direction.title} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {leaders.map((leader, index) => (
            <li key={leader.id} data-testid="leader">
              <PersonCard
                id={leader.id}
                name={leader.name}
                title={leader.title[locale]}
                profileUrl={leader.profileUrl}
                profileLabel={copy.profile}
                newTabHint={common('opensInNewTab')}
                portraitAlt={withElision(copy.portraitAlt.replace('{name}', leader.name), locale)}
                // Two rows of three on a desktop's first screen.
                imageLoading={gridImageLoading(index, 6)}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
