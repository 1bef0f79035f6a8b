import { getLabels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { JobApplicationFormClient } from './job-application-form-client';

// Server entry of the application form: the job page renders it with the offer's title.
export async function JobApplicationForm({ jobTitle, locale }: { jobTitle: string; locale: Locale }) {
  return <JobApplicationFormClient jobTitle={jobTitle} locale={locale} labels={await getLabels(locale, 'JobApplicationForm')} />;
}
