import { getTranslations } from 'next-intl/server';
import { ArrowLeftIcon, BriefcaseIcon, MapPinIcon } from 'lucide-react';
import { JobApplicationForm } from '@/components/forms/job-application-form';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { Paragraphs } from '@/components/ui/paragraphs';
import { joinUsPath } from '@/lib/careers/job-filters';
import { formatContentDate } from '@/lib/content/format-date';
import type { LocalizedJob } from '@/lib/content/jobs';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { buildJobPosting, jobPostingDescription } from '@/lib/seo/job-posting';
import { localizedUrl } from '@/lib/seo/metadata';
import { JobSection, JobSectionList, JobSubsection } from './job-section';
import { ShareButton } from './share-button';

/** A job offer's page: its title band, the offer's sections and, beside them, the application form. */
export async function JobOfferView({ job, locale }: { job: LocalizedJob; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'JobDetailPage' });
  const path = `/carrieres/offres/${job.slug}`;
  const url = localizedUrl(path, locale);

  return (
    <>
      <JsonLd data={buildJobPosting({ job, url, description: jobPostingDescription(job) })} />
      <WebPageJsonLd locale={locale} path={path} name={`${job.title} · ${job.location}`} description={job.shortDescription} />
      <BreadcrumbJsonLd locale={locale} path={path} name={job.title} />
      <section className="border-b bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <Link href={`${joinUsPath}#offres`} back className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
            <ArrowLeftIcon className="size-4" aria-hidden />
            {t('back')}
          </Link>
          <p className="mt-6 text-sm font-semibold text-primary">{job.company}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{job.title}</h1>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground" data-testid="job-hero-facts">
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4" aria-hidden />
              {job.location}
            </li>
            <li className="flex items-center gap-2">
              <BriefcaseIcon className="size-4" aria-hidden />
              {job.jobType}
            </li>
          </ul>
          <p className="mt-2 text-sm text-muted-foreground">{t('postedOn', { date: formatContentDate(job.postedDate, locale) })}</p>
          <div className="mt-6">
            <ShareButton title={job.title} label={t('share')} copiedTitle={t('linkCopiedTitle')} copiedText={t('linkCopiedText')} copyFailed={t('copyFailed')} />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <article className="min-w-0 space-y-10">
          <dl className="grid gap-4 rounded-xl border bg-card p-5 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">{t('company')}</dt>
              <dd className="font-medium">{job.company}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('department')}</dt>
              <dd className="font-medium">{job.department}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('salary')}</dt>
              <dd className="font-medium">{job.salaryRange}</dd>
            </div>
          </dl>

          <JobSection id="company" title={t('companyTitle', { company: job.company })}>
            <p>{job.companyDescription}</p>
          </JobSection>
          <JobSection id="mission" title={t('missionTitle')}>
            <p>{job.missionDescription}</p>
          </JobSection>
          <JobSection id="values" title={t('valuesTitle')}>
            <JobSectionList items={job.valuesDescription} />
          </JobSection>
          <JobSection id="program" title={t('programTitle')}>
            <Paragraphs texts={job.programParagraphs} />
          </JobSection>
          <JobSection id="duties" title={t('dutiesTitle')}>
            {job.dutiesAndResponsibilities.map((group) => (
              <JobSubsection key={group.title} title={group.title} items={group.items} />
            ))}
          </JobSection>
          <JobSection id="profile" title={t('profileTitle')}>
            <JobSubsection title={t('educationTitle')} items={job.educationalQualification} />
            <JobSubsection title={t('experienceTitle')} items={job.expectedExperience} />
            <JobSubsection title={t('skillsTitle')} items={job.personalAndTechnicalSkills} />
          </JobSection>
          <JobSection id="offer" title={t('offerTitle')}>
            <JobSectionList items={job.whatWeOffer} />
          </JobSection>
          <JobSection id="apply" title={t('applyTitle')}>
            <p>
              {t('applicationEmail')}{' '}
              <a href={`mailto:${job.applicationEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {job.applicationEmail}
              </a>
            </p>
            <p>{job.applicationInstructions}</p>
          </JobSection>
          <JobSection id="additional" title={t('additionalTitle')}>
            <JobSectionList items={job.additionalInfo} />
          </JobSection>
        </article>

        {/* Sticky beside a long offer on a screen tall enough for the whole form. On a laptop screen
            it scrolls with the page: stuck there, its submit button sat below the bottom edge,
            reachable only by scrolling inside the column. The height cap covers a form grown by
            its error messages. */}
        <aside className="lg:self-start print:hidden tall-desktop:sticky tall-desktop:top-24 tall-desktop:max-h-[calc(100dvh-7rem)] tall-desktop:overflow-y-auto" data-testid="application-column">
          <JobApplicationForm jobTitle={job.title} email={job.applicationEmail} locale={locale} />
        </aside>
      </div>
    </>
  );
}
