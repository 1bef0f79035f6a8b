import Image from 'next/image';
import { Check, Megaphone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CounterCard } from '@/components/corporate/counter-card';
import { ExternalLinkButton } from '@/components/corporate/external-link-button';
import { PageSection } from '@/components/corporate/page-intro';
import { SubsidiaryCover } from '@/components/corporate/subsidiary-card';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Button } from '@/components/ui/button';
import { Paragraphs } from '@/components/ui/paragraphs';
import { subsidiaryLogos } from '@/lib/content/assets';
import { formatFigure } from '@/lib/content/figures';
import { getSubsidiary, type SubsidiarySlug } from '@/lib/content/subsidiaries';
import { growthEnergyCopy } from '@/lib/content/subsidiaries-page';
import { withElision } from '@/lib/i18n/french-elision';
import { Link } from '@/lib/i18n/link';
import { afterColon } from '@/lib/i18n/punctuation';
import type { Locale } from '@/lib/i18n/routing';
import { subsidiaryPageText } from '@/lib/seo/subsidiary-metadata';
import { cn } from '@/lib/utils';

/** One row of figures on a wide screen, whatever their number: three or two left a four-column grid half empty. */
const figureColumns: Record<number, string> = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

// The page of one subsidiary: description, external site, counters; growth-energy adds its process and news.
export async function SubsidiaryView({ slug, locale }: { slug: SubsidiarySlug; locale: Locale }) {
  const subsidiary = getSubsidiary(slug);
  const t = await getTranslations({ locale, namespace: 'SubsidiaryPage' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const logo = subsidiaryLogos[slug];
  const extra = slug === 'growth-energy' ? growthEnergyCopy[locale] : undefined;
  const path = `/filiales/${slug}`;
  const { title, description } = subsidiaryPageText(slug, locale);

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={title} description={description} />
      <BreadcrumbJsonLd locale={locale} path={path} name={subsidiary.name} />
      <section className="border-b bg-gradient-to-b from-accent to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
          <div>
            <Image src={logo.src} alt="" width={logo.width} height={logo.height} sizes="240px" loading="eager" className="h-14 w-auto rounded-lg border bg-white" />
            <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">{subsidiary.sector[locale]}</p>
            <h1 className="mt-1 text-4xl font-bold tracking-tight md:text-5xl">{subsidiary.name}</h1>
            <p className="mt-3 text-xl text-foreground">{subsidiary.tagline[locale]}</p>
            <div className="mt-4 space-y-3 text-muted-foreground">
              <Paragraphs texts={subsidiary.description[locale]} />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <ExternalLinkButton href={subsidiary.url} label={withElision(t('visitSite', { name: subsidiary.name }), locale)} newTabHint={common('opensInNewTab')} />
              <Button asChild variant="outline">
                <Link href="/nos-filiales">{t('allSubsidiaries')}</Link>
              </Button>
            </div>
          </div>
          <SubsidiaryCover subsidiary={subsidiary} alt={withElision(t('coverAlt', { name: subsidiary.name }), locale)} loading="first" />
        </div>
      </section>

      <PageSection id="figures" title={extra?.figuresTitle ?? t('figures')}>
        <div className={cn('grid gap-6', figureColumns[subsidiary.counters.length] ?? figureColumns[4])}>
          {subsidiary.counters.map((counter, index) => (
            <CounterCard key={counter.id} value={counter.value} text={formatFigure(counter, counter.value, locale)} prefix={counter.prefix} suffix={counter.suffix} label={counter.label[locale]} locale={locale} delay={index * 150} />
          ))}
        </div>
      </PageSection>

      <PageSection id="activities" title={t('keyActivities')} muted closing={!extra}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {subsidiary.keyActivities[locale].map((activity) => (
            <li key={activity} className="flex items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground">
              <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {activity}
            </li>
          ))}
        </ul>
      </PageSection>

      {extra ? (
        <>
          <PageSection id="process" title={extra.process.title}>
            <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {extra.process.steps.map((step, index) => (
                <li key={step.title} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                  <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
                </li>
              ))}
            </ol>
          </PageSection>
          <PageSection id="news" title={extra.news.title} muted closing>
            <div className="grid gap-6 md:grid-cols-2">
              {extra.news.cards.map((card) => (
                <article key={card.id} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                  <h3 className="text-lg font-semibold">{card.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{card.text}</p>
                  <Button asChild variant="link" size={null} className="mt-2 h-10 w-fit gap-2 text-sm">
                    <Link href={card.href}>
                      {card.cta}
                      <span className="sr-only">{afterColon(card.title, locale)}</span>
                    </Link>
                  </Button>
                </article>
              ))}
            </div>
            <aside aria-labelledby="nairobi-note-title" className="mt-6 flex gap-4 rounded-xl border-l-4 border-brand-sun bg-card p-6 text-card-foreground">
              <Megaphone aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <div>
                <h3 id="nairobi-note-title" className="font-semibold">
                  {extra.nairobiNote.title}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{extra.nairobiNote.text}</p>
              </div>
            </aside>
          </PageSection>
        </>
      ) : null}
    </>
  );
}
