import { getTranslations } from 'next-intl/server';
import { CareersIcon } from '@/components/careers/careers-icon';
import { CareersIntro } from '@/components/careers/careers-intro';
import { JobOpenings } from '@/components/careers/job-openings';
import { ScrollToHash } from '@/components/careers/scroll-to-hash';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { joinUsPath, type JobFilters } from '@/lib/careers/job-filters';
import { whyJoinUs } from '@/lib/content/careers';
import { getActiveJobs } from '@/lib/content/jobs';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The careers page with its job openings, shown with `filters` applied: none for the list's own
 * address, which is prerendered, or those of a filtered address (see the `filtered` route).
 */
export async function JoinUsPage({ locale, filters }: { locale: Locale; filters: JobFilters }) {
  const t = await getTranslations({ locale, namespace: 'CareersPage' });
  const jobs = getActiveJobs(locale).map(({ slug, title, company, subsidiary, department, location, jobType, shortDescription, tags }) => ({
    slug,
    title,
    company,
    subsidiary,
    department,
    location,
    jobType,
    shortDescription,
    tags,
  }));

  return (
    <>
      <WebPageJsonLd locale={locale} path={joinUsPath} name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path={joinUsPath} name={t('title')} />
      <CareersIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
        <Link href="/carrieres/engagements-rh" className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline">
          {t('hrLink')}
        </Link>
      </CareersIntro>

      <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="why-title" className="text-3xl font-bold">
          {t('whyTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyJoinUs.map((card) => (
            <li key={card.key} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm" data-testid="why-card">
              <CareersIcon name={card.icon} />
              <h3 className="mt-4 text-lg font-semibold">{card.title[locale]}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{card.description[locale]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="offres" tabIndex={-1} aria-labelledby="offers-title" data-closing-band className="border-t bg-muted/40 outline-none">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="offers-title" className="text-3xl font-bold">
            {t('offersTitle')}
          </h2>
          <p className="mt-2 mb-8 text-muted-foreground">{t('offersIntro')}</p>
          <JobOpenings jobs={jobs} locale={locale} filters={filters} />
          <ScrollToHash id="offres" />
        </div>
      </section>
    </>
  );
}
