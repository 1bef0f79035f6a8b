'use client';

import { useMemo, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { prepareToasts, toast } from '@/components/ui/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fillIn } from '@/lib/i18n/fill-in';
import type { Labels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { createFormSender } from '@/lib/forms/client';
import { checkChosenFiles } from '@/lib/forms/file-check';
import { acceptAttribute } from '@/lib/forms/files';
import { storeSubmission } from '@/lib/forms/local-submissions';
import { formMessages } from '@/lib/forms/messages';
import { asTitleField, limits, participationModes, type DialogFormType } from '@/lib/forms/fields';
import { createDialogFormSchema, type DialogFormData, type DialogFormInput } from '@/lib/forms/schemas';
import { createSingleFlight } from '@/lib/forms/single-flight';
import { FormFailureNote, FormField, SpamTrap, SubmitButton } from './form-field';
import { reportFailure, type FailureNote } from './form-feedback';

export type DialogFormPanelProps = {
  type: DialogFormType;
  locale: Locale;
  recipient: string;
  jobTitle?: string;
  eventTitle?: string;
  labels: Labels<'DialogForm'>;
};

type PanelState = { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> };

const fields = ['name', 'email', 'phone', 'message', 'participation'] as const;

/** The dialog and its form, loaded when a visitor reaches for the button (see DialogFormClient). */
export function DialogFormPanel({ type, locale, recipient, jobTitle, eventTitle, labels, open, onOpenChange, returnFocusTo }: DialogFormPanelProps & PanelState) {
  const m = formMessages[locale];
  const schema = useMemo(() => createDialogFormSchema(m), [m]);
  const empty: DialogFormInput = useMemo(
    () => ({ type, name: '', email: '', phone: '', message: '', jobTitle: asTitleField(jobTitle), eventTitle: asTitleField(eventTitle), participation: '', language: locale, website: '' }),
    [type, jobTitle, eventTitle, locale],
  );
  const [cv, setCv] = useState<File | undefined>();
  const [cvError, setCvError] = useState<string | undefined>();
  const [failure, setFailure] = useState<FailureNote | null>(null);
  // A second click while the first post is on its way must not send twice (a plain object, not state: no re-render).
  const [flight] = useState(createSingleFlight);
  const [sender] = useState(createFormSender);
  const withCv = type === 'candidature' || type === 'postuler';
  const cvRequired = type === 'postuler';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DialogFormInput, unknown, DialogFormData>({ resolver: zodResolver(schema), defaultValues: empty });

  const title =
    type === 'postuler' ? fillIn(labels.titles.postuler, { job: jobTitle ?? '' }) : type === 'inscription' ? fillIn(labels.titles.inscription, { event: eventTitle ?? '' }) : labels.titles[type];

  // The dialog's content unmounts when it closes while the form keeps the chosen CV: the input shows
  // it again on reopening, or the visitor would send a file they no longer see.
  const showKeptCv = (input: HTMLInputElement | null) => {
    if (!input || !cv || input.files?.length) return;
    const kept = new DataTransfer();
    kept.items.add(cv);
    input.files = kept.files;
  };

  // The choice counts at once: a send before the check below has read the file still carries it
  // (and checks it itself), where it used to go without it. A refused file is taken out after.
  const chooseCv = async (file: File | undefined, input: HTMLInputElement) => {
    setCv(file);
    setCvError(undefined);
    const problem = file ? await checkChosenFiles({ cv: file }, m, false, 'generic') : null;
    // Another file chosen meanwhile has its own check.
    if (!problem || input.files?.[0] !== file) return;
    input.value = '';
    setCv(undefined);
    setCvError(problem.description);
    toast.error(problem.title, { description: problem.description });
  };

  const onSubmit = async (data: DialogFormData) => {
    setFailure(null);
    if (withCv) {
      const problem = await checkChosenFiles(cv ? { cv } : {}, m, cvRequired, 'generic');
      if (problem) {
        setCvError(problem.description);
        toast.error(problem.title, { description: problem.description });
        return;
      }
    }
    await flight.run(async () => {
      const { type: formType, ...rest } = data;
      let result;
      if (withCv) {
        const body = new FormData();
        body.append('formType', formType);
        for (const [key, value] of Object.entries(rest)) if (value !== undefined) body.append(key, value);
        if (cv) body.append('cv', cv, cv.name);
        result = await sender.send('/api/job-application', body);
      } else {
        result = await sender.send('/api/contact', { formType, ...rest });
      }
      if (result.ok) {
        storeSubmission({
          name: data.name,
          email: data.email,
          phone: data.phone || undefined,
          message: data.message,
          formType: type,
          jobTitle: type === 'postuler' ? jobTitle : undefined,
          eventTitle: type === 'inscription' ? eventTitle : undefined,
          hasCv: Boolean(cv),
          cvFileName: cv?.name,
          recipient,
        });
        toast.success(labels.successTitle, { description: fillIn(labels.successDescription, { email: recipient }) });
        reset(empty);
        setCv(undefined);
        onOpenChange(false);
        return;
      }
      if (!result.ok && result.fieldErrors?.cv) setCvError(result.fieldErrors.cv);
      setFailure(reportFailure(result, labels, setError, fields));
    });
  };

  const id = `dialog-${type}`;
  return (
    // Closing the dialog keeps what was typed (the form stays mounted in state), so nothing is lost.
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={labels.close}
        aria-describedby={`${id}-description`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id={`${id}-description`}>{labels.description}</DialogDescription>
        </DialogHeader>
        {/* method="post": sent before the scripts run, the form reloads the page without putting the visitor's data in the address. */}
        <form method="post" noValidate onFocus={prepareToasts} onSubmit={handleSubmit(onSubmit)} className="relative grid gap-4" aria-busy={isSubmitting} data-testid={`dialog-form-${type}`}>
          <p className="text-sm text-muted-foreground">{labels.required}</p>
          <FormField id={`${id}-name`} label={labels.name} error={errors.name?.message} required>
            {(aria) => <Input {...aria} autoComplete="name" maxLength={limits.name} {...register('name')} />}
          </FormField>
          <FormField id={`${id}-email`} label={labels.email} error={errors.email?.message} required>
            {(aria) => <Input {...aria} type="email" autoComplete="email" maxLength={limits.email} {...register('email')} />}
          </FormField>
          <FormField id={`${id}-phone`} label={labels.phone} error={errors.phone?.message} optionalLabel={labels.optional}>
            {(aria) => <Input {...aria} type="tel" autoComplete="tel" maxLength={limits.phoneMax} {...register('phone')} />}
          </FormField>
          {type === 'inscription' ? (
            <FormField id={`${id}-participation`} label={labels.participation} error={errors.participation?.message} optionalLabel={labels.optional}>
              {(aria) => (
                <NativeSelect {...aria} {...register('participation')}>
                  <option value="">{labels.participationNone}</option>
                  {participationModes.map((mode) => (
                    <option key={mode} value={mode}>
                      {labels[mode]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormField id={`${id}-message`} label={labels.message} error={errors.message?.message} required>
            {(aria) => <Textarea {...aria} rows={4} {...register('message')} />}
          </FormField>
          {withCv ? (
            <FormField id={`${id}-cv`} label={labels.cv} error={cvError} required={cvRequired} requiredText={labels.requiredFile} optionalLabel={labels.optional}>
              {(aria) => <Input {...aria} ref={showKeptCv} type="file" accept={acceptAttribute} onChange={(event) => chooseCv(event.target.files?.[0], event.currentTarget)} />}
            </FormField>
          ) : null}
          <SpamTrap id={`${id}-website`} label={labels.trapLabel}>
            {(props) => <input {...props} {...register('website')} />}
          </SpamTrap>
          <FormFailureNote note={failure} />
          <SubmitButton sending={isSubmitting} sendingLabel={labels.sending}>
            {labels.submit}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
