import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro, PageSection } from '@/components/corporate/page-intro';
import { imagePriority } from '@/components/media/image-priority';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { certificationLogo } from '@/lib/content/assets';
import { certificationCategoryLabels, certifications, excellenceGroups, formatCertificationDate } from '@/lib/content/certifications';
import { certificationsCopy } from '@/lib/content/certifications-page';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

const path = '/certifications';

export async function generateMetadata({ params }: PageProps<'/[locale]/certifications'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'CertificationsPage' });
  return buildMetadata({ locale, path, title: t('meta.title'), description: t('meta.description') });
}

export default async function CertificationsPage({ params }: PageProps<'/[locale]/certifications'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'CertificationsPage' });
  const copy = certificationsCopy[locale];

  return (
    <>
      <WebPageJsonLd locale={locale} path={path} name={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={copy.title} subtitle={copy.subtitle} />
      <section aria-label={copy.title} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {/* Two rows of three are on a desktop's first screen: their badges load at once. */}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {certifications.map((certification, index) => {
            const logo = certificationLogo(certification.id);
            return (
              <li key={certification.id} data-testid="certification-card" data-category={certification.category}>
                <article className="flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                  <div className="flex items-start gap-4">
                    <Image src={logo.src} alt="" width={logo.width} height={logo.height} sizes="64px" {...imagePriority(index < 6 ? 'visible' : 'lazy')} className="size-16 shrink-0" />
                    <div>
                      <span className="inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
                        {certificationCategoryLabels[certification.category][locale]}
                      </span>
                      <h2 className="mt-2 text-lg font-semibold">{certification.title}</h2>
                      <p className="text-sm text-muted-foreground">{certification.organization}</p>
                    </div>
                  </div>
                  <p className="mt-4 flex-1 text-sm">{certification.description[locale]}</p>
                  <p className="mt-4 text-sm text-muted-foreground">
                    {copy.obtained} <time dateTime={certification.date}>{formatCertificationDate(certification.date, locale)}</time>
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
      <div data-closing-band className="bg-muted/50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          {excellenceGroups.map((group) => (
            <PageSection key={group.id} id={`excellence-${group.id}`} title={copy.excellence[group.id].title} intro={copy.excellence[group.id].text} className="[&>div]:px-0">
              {group.categories.map((category) => {
                const items = certifications.filter((certification) => certification.category === category);
                if (items.length === 0) return null;
                return (
                  <div key={category} className="mb-4">
                    <h3 className="font-semibold">{certificationCategoryLabels[category][locale]}</h3>
                    <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
                      {items.map((item) => (
                        <li key={item.id}>
                          {item.title} — {item.organization}
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </PageSection>
          ))}
        </div>
      </div>
    </>
  );
}
