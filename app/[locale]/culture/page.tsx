import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro, PageSection } from '@/components/corporate/page-intro';
import { TopicTabs } from '@/components/corporate/topic-tabs';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Button } from '@/components/ui/button';
import { Paragraphs } from '@/components/ui/paragraphs';
import { cultureCopy } from '@/lib/content/culture';
import { Link } from '@/lib/i18n/link';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/culture';

export async function generateMetadata({ params }: PageProps<'/[locale]/culture'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'CulturePage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function CulturePage({ params }: PageProps<'/[locale]/culture'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'CulturePage' });
  const copy = cultureCopy[locale];

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={copy.intro.title} subtitle={copy.intro.subtitle} />
      <PageSection id="pillars" title={copy.pillars.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.pillars.items.map((pillar) => (
            <li key={pillar.id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-xl font-semibold">{pillar.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="principles" title={copy.principles.title} intro={copy.principles.intro} muted>
        <TopicTabs name="culture-principles" label={copy.principles.title} tabs={copy.principles.tabs} defaultTab="lieu" />
      </PageSection>
      <PageSection id="diversity" title={copy.diversity.title}>
        <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
          <div className="space-y-4 text-muted-foreground">
            <Paragraphs texts={copy.diversity.paragraphs} />
          </div>
          {/* On a phone three cards share a line: little side padding, so that 'nationalités' fits whole at 320 px. */}
          <dl className="grid grid-cols-3 gap-2 sm:gap-4 md:grid-cols-1">
            {copy.diversity.figures.map((figure) => (
              <div key={figure.label} className="flex flex-col rounded-xl border bg-card px-1 py-4 text-center text-card-foreground sm:px-4">
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="order-first text-3xl font-bold text-primary">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </PageSection>
      <section data-closing-band className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6">
          <h2 className="text-3xl font-bold">{copy.cta.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl">{copy.cta.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link href="/carrieres/rejoignez-nous">{copy.cta.join}</Link>
            </Button>
            <Button asChild size="lg" variant={null} className="border border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary">
              <Link href="/carrieres/engagements-rh">{copy.cta.commitments}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
