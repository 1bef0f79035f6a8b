import type { Metadata } from 'next';
import { Check } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ExternalLinkButton } from '@/components/corporate/external-link-button';
import { PageIntro } from '@/components/corporate/page-intro';
import { SectionIndex } from '@/components/corporate/section-index';
import { SubsidiaryCover } from '@/components/corporate/subsidiary-card';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Button } from '@/components/ui/button';
import { Paragraphs } from '@/components/ui/paragraphs';
import { formatFigure } from '@/lib/content/figures';
import { subsidiaries } from '@/lib/content/subsidiaries';
import { subsidiariesPageCopy } from '@/lib/content/subsidiaries-page';
import { withElision } from '@/lib/i18n/french-elision';
import { Link } from '@/lib/i18n/link';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/filiales';

export async function generateMetadata({ params }: PageProps<'/[locale]/filiales'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'SubsidiariesIndexPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

// The subsidiaries page variant with a side index (spec README: what /filiales shows).
export default async function SubsidiariesIndexPage({ params }: PageProps<'/[locale]/filiales'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'SubsidiariesIndexPage' });
  const copy = subsidiariesPageCopy[locale];
  const page = await getTranslations({ locale, namespace: 'SubsidiaryPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={copy.intro.title} subtitle={copy.intro.subtitle} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 md:grid md:grid-cols-[14rem_1fr] md:gap-10 md:pt-10">
        <SectionIndex label={copy.indexLabel} items={subsidiaries.map((s) => ({ id: s.id, label: s.name }))} />
        <div className="space-y-16 pt-8 md:pt-0">
          {subsidiaries.map((subsidiary, index) => (
            <section key={subsidiary.id} id={subsidiary.id} aria-labelledby={`${subsidiary.id}-title`} data-testid="subsidiary-section" className="chip-bar:scroll-mt-20">
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">{subsidiary.sector[locale]}</p>
              <h2 id={`${subsidiary.id}-title`} className="mt-1 text-3xl font-bold">
                {subsidiary.name}
              </h2>
              <p className="mt-2 text-lg">{subsidiary.tagline[locale]}</p>
              <div className="mt-6 grid gap-8 lg:grid-cols-2">
                <div className="space-y-3 text-muted-foreground">
                  <Paragraphs texts={subsidiary.description[locale]} />
                  <h3 className="pt-2 font-semibold text-foreground">{copy.keyActivities}</h3>
                  <ul className="space-y-1.5">
                    {subsidiary.keyActivities[locale].map((activity) => (
                      <li key={activity} className="flex gap-2 text-foreground">
                        <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                        {activity}
                      </li>
                    ))}
                  </ul>
                </div>
                <SubsidiaryCover
                  subsidiary={subsidiary}
                  alt={withElision(page('coverAlt', { name: subsidiary.name }), locale)}
                  // The first cover is the largest paint on a wide screen.
                  loading={index === 0 ? 'first' : 'lazy'}
                />
              </div>
              <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4 md:grid-cols-2 lg:grid-cols-4">
                {subsidiary.counters.map((counter) => (
                  <div key={counter.id} className="flex flex-col rounded-xl border bg-card p-4 text-center text-card-foreground">
                    <dt className="text-sm text-muted-foreground">{counter.label[locale]}</dt>
                    <dd className="order-first text-2xl font-bold text-primary">{formatFigure(counter, counter.value, locale)}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-6 flex flex-wrap gap-3">
                {/* One text: in the button's flex box a space between two texts is dropped, from the link's name too. */}
                <Button asChild>
                  <Link href={`/filiales/${subsidiary.id}`}>{`${copy.discover} ${subsidiary.name}`}</Link>
                </Button>
                <ExternalLinkButton href={subsidiary.url} label={withElision(page('visitSite', { name: subsidiary.name }), locale)} newTabHint={common('opensInNewTab')} variant="outline" />
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
