'use client';

import { useMemo, useState, type BaseSyntheticEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { browserStorage } from '@/lib/browser-storage';
import { Link } from '@/lib/i18n/link';
import { fillIn } from '@/lib/i18n/fill-in';
import type { Labels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { limits } from '@/lib/forms/fields';
import { checkChosenFiles } from '@/lib/forms/file-check';
import { acceptAttribute, type AttachmentField } from '@/lib/forms/files';
import { jobApplicationsStorageKey } from '@/lib/forms/local-submissions';
import { formMessages } from '@/lib/forms/messages';
import type { JobApplicationData, JobApplicationInput } from '@/lib/forms/schemas';
import { FormFailureNote, FormField, SpamTrap, SubmitButton } from './form-field';
import { usePageForm, type FormSchemas } from './use-page-form';

const fields = ['fullName', 'email', 'phone', 'coverLetter', 'agreement', 'cv', 'autreDocument'] as const;
const jobApplicationSchema = (loaded: FormSchemas) => loaded.createJobApplicationSchema;

const attachmentFields: AttachmentField[] = ['cv', 'autreDocument'];

// The files are those in their inputs when they are read, not a copy kept as they change: a file
// chosen before the scripts ran (a slow phone) is in its input, yet no change event told the form.
function chosenFiles(): Partial<Record<AttachmentField, File>> {
  const chosen: Partial<Record<AttachmentField, File>> = {};
  for (const field of attachmentFields) {
    const input = document.getElementById(`job-${field}`);
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (file) chosen[field] = file;
  }
  return chosen;
}

/** Keeps a copy of the sent application in this browser (spec §7); storage trouble never fails the form. */
function keepLocalCopy(data: JobApplicationData) {
  try {
    const previous: unknown = JSON.parse(browserStorage.getItem(jobApplicationsStorageKey) ?? '[]');
    const list = Array.isArray(previous) ? previous : [];
    const { website: _trap, ...validated } = data;
    void _trap;
    browserStorage.setItem(jobApplicationsStorageKey, JSON.stringify([...list, { type: 'postuler', data: validated, timestamp: new Date().toISOString() }]));
  } catch {
    // A damaged list: the application itself was delivered.
  }
}

type JobApplicationFormClientProps = {
  jobTitle: string;
  locale: Locale;
  labels: Labels<'JobApplicationForm'>;
  /** The cover letter's limit as the server formats numbers in the page's language. */
  coverLetterLimit: string;
};

export function JobApplicationFormClient({ jobTitle, locale, labels, coverLetterLimit }: JobApplicationFormClientProps) {
  const m = formMessages[locale];
  const empty: JobApplicationInput = useMemo(() => ({ fullName: '', email: '', phone: '', coverLetter: '', jobTitle, agreement: false, language: locale, website: '' }), [jobTitle, locale]);
  const [fileErrors, setFileErrors] = useState<Partial<Record<AttachmentField, string>>>({});
  const [inputsKey, setInputsKey] = useState(0);
  const { form, flight, sender, report, failure, submit, prepare } = usePageForm({
    locale,
    schema: jobApplicationSchema,
    defaultValues: empty,
    fields,
    texts: labels,
    noAnswerMessage: labels.connectionFailed,
  });
  const {
    register,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const agreement = useWatch({ control, name: 'agreement' });
  const coverLetter = useWatch({ control, name: 'coverLetter' }) ?? '';
  // A page's first formatted number makes the browser load its ICU data (16–33 ms here, four times
  // that on a slow phone): until the visitor types, the count is the server's, so hydration skips it.
  const charactersLeft = coverLetter ? (limits.coverLetter - coverLetter.length).toLocaleString(locale) : coverLetterLimit;

  const chooseFile = async (field: AttachmentField, input: HTMLInputElement) => {
    const file = input.files?.[0];
    setFileErrors((current) => ({ ...current, [field]: undefined }));
    const problem = file ? await checkChosenFiles({ [field]: file }, m, false) : null;
    const total = file ? await checkChosenFiles(chosenFiles(), m, false) : null;
    const refused = problem ?? total;
    // Another file chosen meanwhile has its own check.
    if (refused && input.files?.[0] === file) {
      // The refused file is taken out of the input; everything else the visitor entered stays.
      input.value = '';
      toast.error(refused.title, { description: refused.description });
      setFileErrors((current) => ({ ...current, [field]: refused.description }));
    }
  };

  /** The files are checked with the other fields, so a missing CV shows in the same round as they do. */
  const markFileProblem = async () => {
    const problem = await checkChosenFiles(chosenFiles(), m, true);
    if (problem && problem.field !== 'form') setFileErrors((current) => ({ ...current, [problem.field]: problem.description }));
    return problem;
  };

  const onInvalid = async (invalid: typeof errors) => {
    const first = Object.values(invalid).find((error) => error?.message)?.message;
    toast.error(labels.validationTitle, { description: typeof first === 'string' ? first : m.validationFailed });
    await markFileProblem();
  };

  const onSubmit = async (data: JobApplicationData, event?: BaseSyntheticEvent) => {
    const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
    const problem = await markFileProblem();
    if (problem) {
      // The other fields are valid: the file field is the one to fix.
      if (problem.field !== 'form') document.getElementById(`job-${problem.field}`)?.focus();
      toast.error(problem.title, { description: problem.description });
      return;
    }
    await flight.run(async () => {
      const body = new FormData();
      for (const [key, value] of Object.entries(data)) if (value !== undefined) body.append(key, String(value));
      for (const [key, file] of Object.entries(chosenFiles())) body.append(key, file, file.name);
      const result = await sender.send('/api/job-application', body);
      if (result.ok) {
        keepLocalCopy(data);
        toast.success(labels.successTitle, { description: labels.successDescription });
        reset(empty);
        setFileErrors({});
        setInputsKey((key) => key + 1);
        // The emptied form unticks the agreement, which disables the focused button: the focus would
        // drop to the page. It goes to the form, so the next Tab is its first field.
        formElement?.focus();
        return;
      }
      if (!result.ok && result.fieldErrors) {
        setFileErrors((current) => ({ ...current, cv: result.fieldErrors?.cv, autreDocument: result.fieldErrors?.autreDocument }));
      }
      report(result);
    });
  };

  // method="post": sent before the scripts run, the form reloads the page without putting the visitor's data in the address.
  return (
    <form method="post" tabIndex={-1} noValidate onFocus={prepare} onSubmit={submit(onSubmit, onInvalid)} className="relative grid gap-5 outline-none" aria-busy={isSubmitting} data-testid="job-application-form">
      <p className="text-sm text-muted-foreground">{labels.required}</p>
      <FormField id="job-fullName" label={labels.fullName} error={errors.fullName?.message} required>
        {(aria) => <Input {...aria} autoComplete="name" maxLength={limits.name} {...register('fullName')} />}
      </FormField>
      <FormField id="job-email" label={labels.email} error={errors.email?.message} required>
        {(aria) => <Input {...aria} type="email" autoComplete="email" maxLength={limits.email} {...register('email')} />}
      </FormField>
      <FormField id="job-phone" label={labels.phone} error={errors.phone?.message} required>
        {(aria) => <Input {...aria} type="tel" autoComplete="tel" maxLength={limits.phoneMax} {...register('phone')} />}
      </FormField>
      <FormField
        id="job-coverLetter"
        label={labels.coverLetter}
        error={errors.coverLetter?.message}
        optionalLabel={labels.optional}
        hint={fillIn(labels.charactersLeft, { count: charactersLeft })}
      >
        {(aria) => <Textarea {...aria} rows={5} maxLength={limits.coverLetter} {...register('coverLetter')} />}
      </FormField>
      <div key={inputsKey} className="grid gap-5">
        <FormField id="job-cv" label={labels.cv} error={fileErrors.cv} hint={labels.fileHint} required requiredText={labels.requiredFile}>
          {(aria) => <Input {...aria} type="file" accept={acceptAttribute} onChange={(event) => chooseFile('cv', event.currentTarget)} />}
        </FormField>
        <FormField id="job-autreDocument" label={labels.otherDocuments} error={fileErrors.autreDocument} hint={labels.fileHint} optionalLabel={labels.optional}>
          {(aria) => <Input {...aria} type="file" accept={acceptAttribute} onChange={(event) => chooseFile('autreDocument', event.currentTarget)} />}
        </FormField>
      </div>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            id="job-agreement"
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-primary"
            aria-required
            aria-invalid={Boolean(errors.agreement)}
            aria-describedby={errors.agreement ? 'job-agreement-error' : undefined}
            {...register('agreement')}
          />
          <label htmlFor="job-agreement" className="text-sm">
            {labels.agreement}{' '}
            <Link href="/legal/privacy-policy" className="font-medium text-primary underline underline-offset-4">
              {labels.privacyLink}
            </Link>
            <span aria-hidden className="text-destructive">
              {' '}*
            </span>
          </label>
        </div>
        {errors.agreement?.message ? (
          <p id="job-agreement-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.agreement.message}
          </p>
        ) : null}
      </div>
      <SpamTrap id="job-website" label={labels.trapLabel}>
        {(props) => <input {...props} {...register('website')} />}
      </SpamTrap>
      <FormFailureNote note={failure} />
      {/* The spec keeps the button disabled until the agreement is ticked: the agreement's asterisk says it is required, and this says why on the button to a screen reader. Shown, it would no longer let the form fit a desktop screen's sticky column. */}
      {agreement ? null : (
        <p id="job-submit-reason" className="sr-only">
          {labels.agreementToSend}
        </p>
      )}
      <SubmitButton sending={isSubmitting} sendingLabel={labels.sending} disabled={!agreement} describedBy={agreement ? undefined : 'job-submit-reason'} className="w-full">
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
