import { limits } from '@/lib/forms/fields';
import { getLabels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { JobApplicationFormClient } from './job-application-form-client';
import { NeedsJavaScript } from './needs-javascript';

// Server entry of the application form: the job page renders it with the offer's title. Its
// heading names the form in the page's outline, beside the offer's own sections.
export async function JobApplicationForm({ jobTitle, email, locale }: { jobTitle: string; email: string; locale: Locale }) {
  const labels = await getLabels(locale, 'JobApplicationForm');
  return (
    <section aria-labelledby="job-application-title">
      <h2 id="job-application-title" className="mb-4 text-xl font-semibold">
        {labels.title}
      </h2>
      <NeedsJavaScript locale={locale} email={email} className="mb-4" />
      <JobApplicationFormClient jobTitle={jobTitle} locale={locale} labels={labels} coverLetterLimit={limits.coverLetter.toLocaleString(locale)} />
    </section>
  );
}
