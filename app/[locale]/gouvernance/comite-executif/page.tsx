import type { Metadata } from 'next';
import { CalendarClock } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/corporate/page-intro';
import { PersonCard } from '@/components/corporate/person-card';
import { SectionIndex } from '@/components/corporate/section-index';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Paragraphs } from '@/components/ui/paragraphs';
import { executiveAnchor } from '@/lib/anchors';
import { executives } from '@/lib/content/executives';
import { governanceCopy } from '@/lib/content/governance';
import { withElision } from '@/lib/i18n/french-elision';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/gouvernance/comite-executif';

export async function generateMetadata({ params }: PageProps<'/[locale]/gouvernance/comite-executif'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'ExecutiveCommitteePage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function ExecutiveCommitteePage({ params }: PageProps<'/[locale]/gouvernance/comite-executif'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ExecutiveCommitteePage' });
  const copy = governanceCopy[locale];
  const common = await getTranslations({ locale, namespace: 'Common' });

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path={path} name={copy.committee.title} />
      <PageIntro title={copy.committee.title} subtitle={copy.committee.subtitle} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 md:grid md:grid-cols-[14rem_1fr] md:gap-10 md:pt-10">
        <SectionIndex label={copy.committee.indexLabel} items={executives.map((e) => ({ id: executiveAnchor(e.name), label: e.name }))} />
        <div className="pt-8 md:pt-0">
          <p className="flex gap-3 rounded-xl border-l-4 border-primary bg-accent p-5 text-accent-foreground" data-testid="committee-meetings">
            <CalendarClock aria-hidden="true" className="size-6 shrink-0" />
            {copy.committee.meetings}
          </p>
          <ul className="mt-8 space-y-6">
            {executives.map((executive) => (
              <li key={executive.id} data-testid="executive">
                <PersonCard
                  id={executive.id}
                  anchorId={executiveAnchor(executive.name)}
                  name={executive.name}
                  title={executive.title[locale]}
                  profileUrl={executive.profileUrl}
                  profileLabel={copy.profile}
                  newTabHint={common('opensInNewTab')}
                  portraitAlt={withElision(copy.portraitAlt.replace('{name}', executive.name), locale)}
                >
                  <Paragraphs texts={executive.bio[locale]} />
                </PersonCard>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
