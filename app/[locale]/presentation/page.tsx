import type { Metadata } from 'next';
import { ChevronDown, Home, Zap } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CounterCard } from '@/components/corporate/counter-card';
import { PageIntro, PageSection } from '@/components/corporate/page-intro';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Button } from '@/components/ui/button';
import { Paragraphs } from '@/components/ui/paragraphs';
import { formatFigure, impactStatistics } from '@/lib/content/figures';
import { presentationCopy } from '@/lib/content/presentation';
import { Link } from '@/lib/i18n/link';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/presentation';

export async function generateMetadata({ params }: PageProps<'/[locale]/presentation'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'PresentationPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function PresentationPage({ params }: PageProps<'/[locale]/presentation'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'PresentationPage' });
  const copy = presentationCopy[locale];

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <PageIntro eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle}>
        <Button asChild size="lg">
          <Link href="/nos-filiales">{copy.hero.subsidiaries}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/contact">{copy.hero.contact}</Link>
        </Button>
        <a
          href="#history"
          className="ml-auto inline-flex size-11 items-center justify-center self-end rounded-full border bg-background text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring motion-safe:animate-nudge"
        >
          <ChevronDown aria-hidden="true" className="size-5" />
          <span className="sr-only">{copy.hero.scrollDown}</span>
        </a>
      </PageIntro>

      <PageSection id="history" title={copy.history.title}>
        <ol className="grid gap-6 md:grid-cols-4">
          {copy.history.milestones.map((milestone) => (
            <li key={milestone.year} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <p className="text-3xl font-bold text-primary">{milestone.year}</p>
              <h3 className="mt-2 font-semibold">{milestone.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="impact" title={copy.impact.title} intro={copy.impact.intro} muted>
        <div className="grid gap-6 sm:grid-cols-3">
          {impactStatistics.map((figure, index) => (
            <CounterCard key={figure.id} value={figure.value} text={formatFigure(figure, figure.value, locale)} prefix={figure.prefix} suffix={figure.suffix} label={figure.label[locale]} locale={locale} delay={index * 150} />
          ))}
        </div>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          <li className="flex items-center gap-4 rounded-xl border bg-card p-6 text-card-foreground">
            <Zap aria-hidden="true" className="size-8 shrink-0 text-primary" />
            <span className="text-lg font-medium">{copy.impact.plant}</span>
          </li>
          <li className="flex items-center gap-4 rounded-xl border bg-card p-6 text-card-foreground">
            <Home aria-hidden="true" className="size-8 shrink-0 text-primary" />
            <span className="text-lg font-medium">{copy.impact.households}</span>
          </li>
        </ul>
      </PageSection>

      <PageSection id="name" title={copy.name.title}>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="space-y-4 text-muted-foreground">
            <Paragraphs texts={copy.name.paragraphs} />
          </div>
          <figure className="rounded-xl border-l-4 border-primary bg-accent p-6 text-accent-foreground">
            <blockquote className="text-xl font-medium italic">{locale === 'fr' ? `«\u00a0${copy.name.quote}\u00a0»` : `“${copy.name.quote}”`}</blockquote>
            <figcaption className="mt-4 text-sm">— {copy.name.quoteAuthor}</figcaption>
          </figure>
        </div>
      </PageSection>
    </>
  );
}
