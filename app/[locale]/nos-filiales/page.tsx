import type { Metadata } from 'next';
import { Handshake, MapPinned, ShieldCheck } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro, PageSection } from '@/components/corporate/page-intro';
import { SubsidiaryCard } from '@/components/corporate/subsidiary-card';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { subsidiaries } from '@/lib/content/subsidiaries';
import { subsidiariesPageCopy } from '@/lib/content/subsidiaries-page';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/nos-filiales';

const whyUsIcons = [Handshake, MapPinned, ShieldCheck];

export async function generateMetadata({ params }: PageProps<'/[locale]/nos-filiales'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'SubsidiariesPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function SubsidiariesPage({ params }: PageProps<'/[locale]/nos-filiales'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'SubsidiariesPage' });
  const copy = subsidiariesPageCopy[locale];

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={copy.intro.title} subtitle={copy.intro.subtitle} />
      <section aria-label={copy.intro.title} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {/* One row on a desktop: every logo is on its first screen. */}
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {subsidiaries.map((subsidiary) => (
            <SubsidiaryCard key={subsidiary.id} subsidiary={subsidiary} locale={locale} cta={copy.discover} heading="h2" imageLoading="visible" />
          ))}
        </div>
      </section>
      <PageSection id="why-us" title={copy.whyUs.title} muted closing>
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.whyUs.items.map((item, index) => {
            const Icon = whyUsIcons[index] ?? ShieldCheck;
            return (
              <li key={item.id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-primary" />
                <h3 className="mt-3 text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </PageSection>
    </>
  );
}
