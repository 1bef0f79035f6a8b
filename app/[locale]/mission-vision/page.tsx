import type { Metadata } from 'next';
import { Compass, Target } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro, PageSection } from '@/components/corporate/page-intro';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { missionVisionCopy } from '@/lib/content/mission-vision';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/mission-vision';

export async function generateMetadata({ params }: PageProps<'/[locale]/mission-vision'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'MissionVisionPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function MissionVisionPage({ params }: PageProps<'/[locale]/mission-vision'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'MissionVisionPage' });
  const copy = missionVisionCopy[locale];

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={copy.intro.title} subtitle={copy.intro.subtitle} />
      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
        {[
          { id: 'mission', icon: Target, ...copy.mission },
          { id: 'vision', icon: Compass, ...copy.vision },
        ].map(({ id, icon: Icon, title, text }) => (
          <article key={id} id={id} className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
            <Icon aria-hidden="true" className="size-10 text-primary" />
            <h2 className="mt-4 text-2xl font-bold">{title}</h2>
            <p className="mt-3 text-muted-foreground">{text}</p>
          </article>
        ))}
      </section>
      <PageSection id="objectives" title={copy.objectives.title} muted>
        <ol className="grid gap-6 md:grid-cols-3">
          {copy.objectives.items.map((item, index) => (
            <li key={item.id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="values" title={copy.values.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.values.items.map((item) => (
            <li key={item.id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
