import type { Metadata } from 'next';
import { ArrowRight, Check } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageSection } from '@/components/corporate/page-intro';
import { TopicTabs } from '@/components/corporate/topic-tabs';
import { SubsidiaryCard } from '@/components/corporate/subsidiary-card';
import { HomeHero } from '@/components/home/home-hero';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Button } from '@/components/ui/button';
import { homeCopy } from '@/lib/content/home';
import { subsidiaries } from '@/lib/content/subsidiaries';
import { subsidiariesPageCopy } from '@/lib/content/subsidiaries-page';
import { Link } from '@/lib/i18n/link';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  const copy = homeCopy[locale];

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <HomeHero copy={copy.hero} />

      <PageSection id="topics" title={copy.topics.title} intro={copy.topics.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {copy.topics.items.map((topic) => (
            <li key={topic.id}>
              <Link
                href={topic.href}
                hrefLang={topic.inEnglish ? 'en' : undefined}
                data-topic={topic.id}
                className="group flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors outline-none hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                <span className="font-semibold">{topic.title}</span>
                <span className="mt-2 flex-1 text-sm text-muted-foreground">{topic.text}</span>
                {topic.inEnglish ? <span className="mt-3 text-xs font-medium text-muted-foreground">{topic.inEnglish}</span> : null}
                <ArrowRight aria-hidden="true" className="mt-4 size-4 text-primary transition-transform group-hover:translate-x-1" />
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="mission-vision" title={copy.pillars.title} intro={copy.pillars.intro} muted>
        <TopicTabs name="home-pillars" label={copy.pillars.title} tabs={copy.pillars.tabs} defaultTab="mission" learnMore={{ href: '/mission-vision', label: copy.pillars.learnMore }} />
      </PageSection>

      <PageSection id="activities" title={copy.activities.title} intro={copy.activities.intro}>
        <div className="grid gap-6 md:grid-cols-2">
          {copy.activities.blocks.map((block) => (
            <article key={block.id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-2xl font-semibold">{block.title}</h3>
              <p className="mt-2 text-muted-foreground">{block.text}</p>
              <ul className="mt-4 space-y-2">
                {block.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <Button asChild className="mt-8">
          <Link href="/activites">{copy.activities.cta}</Link>
        </Button>
      </PageSection>

      <PageSection id="subsidiaries" title={copy.subsidiaries.title} intro={copy.subsidiaries.intro} muted closing>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {subsidiaries.map((subsidiary) => (
            <SubsidiaryCard key={subsidiary.id} subsidiary={subsidiary} locale={locale} cta={subsidiariesPageCopy[locale].discover} />
          ))}
        </div>
        <Button asChild variant="outline" className="mt-8">
          <Link href="/nos-filiales">{copy.subsidiaries.cta}</Link>
        </Button>
      </PageSection>
    </>
  );
}
