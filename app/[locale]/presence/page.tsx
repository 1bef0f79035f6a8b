import type { Metadata } from 'next';
import { MapPin } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/corporate/page-intro';
import { PresenceMap } from '@/components/corporate/presence-map';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { officeRegions } from '@/lib/content/offices';
import { presenceCopy } from '@/lib/content/presence-page';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/presence';

export async function generateMetadata({ params }: PageProps<'/[locale]/presence'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'PresencePage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function PresencePage({ params }: PageProps<'/[locale]/presence'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'PresencePage' });
  const copy = presenceCopy[locale];

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={copy.title} subtitle={copy.subtitle} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <PresenceMap regions={officeRegions} locale={locale} title={copy.mapTitle} />
        <section aria-labelledby="offices-title">
          <h2 id="offices-title" className="text-2xl font-bold">
            {copy.listTitle}
          </h2>
          <ul className="mt-6 space-y-5">
            {officeRegions.map((region) => (
              <li key={region.id} data-region={region.id}>
                <h3 className="font-semibold">{region.name[locale]}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {region.offices.map((office) => (
                    <li key={office.id} data-office={office.id} className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-sm text-card-foreground">
                      <MapPin aria-hidden="true" className="size-4 text-primary" />
                      {office.city}
                      {office.headquarters ? <span className="font-semibold text-primary">· {copy.headquarters}</span> : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
