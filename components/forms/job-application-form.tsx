import type { Locale } from '@/lib/i18n/routing';
import { FormIntlProvider } from './form-intl-provider';
import { JobApplicationFormClient } from './job-application-form-client';

// Server entry of the application form: the job page renders it with the offer's title.
export async function JobApplicationForm({ jobTitle, locale }: { jobTitle: string; locale: Locale }) {
  return (
    <FormIntlProvider locale={locale} namespaces={['JobApplicationForm']}>
      <JobApplicationFormClient jobTitle={jobTitle} locale={locale} />
    </FormIntlProvider>
  );
}
