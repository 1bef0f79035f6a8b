import type { Metadata } from 'next';
import { BarChart3, Check, Car, Landmark, Sun } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro, PageSection } from '@/components/corporate/page-intro';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Button } from '@/components/ui/button';
import { activitiesCopy } from '@/lib/content/activities';
import { Link } from '@/lib/i18n/link';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/activites';

const expertiseIcons = { solar: Sun, mobility: Car, digital: BarChart3, financing: Landmark } as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/activites'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'ActivitiesPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function ActivitiesPage({ params }: PageProps<'/[locale]/activites'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ActivitiesPage' });
  const copy = activitiesCopy[locale];

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={copy.intro.title} subtitle={copy.intro.subtitle} />
      <PageSection id="audit" title={copy.audit.title}>
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm md:p-8">
          <p className="max-w-3xl text-muted-foreground">{copy.audit.text}</p>
          <ul className="mt-4 space-y-2">
            {copy.audit.points.map((point) => (
              <li key={point} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {point}
              </li>
            ))}
          </ul>
          <Button asChild className="mt-6">
            <Link href="/contact">{copy.audit.cta}</Link>
          </Button>
        </div>
      </PageSection>
      <PageSection id="expertise" title={copy.expertise.title} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.expertise.items.map((item) => {
            const Icon = expertiseIcons[item.id];
            return (
              <li key={item.id} data-expertise={item.id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <h3 className="mt-3 text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {item.points.map((point) => (
                    <li key={point} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <section data-closing-band className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6">
          <h2 className="text-3xl font-bold">{copy.cta.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl">{copy.cta.text}</p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link href="/contact">{copy.cta.button}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
