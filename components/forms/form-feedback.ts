// Turns a Route Handler answer into field errors and the toast the spec asks for.
import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { noAnswer, type PostResult } from '@/lib/forms/client';
import { ValidationUnavailableError } from '@/lib/forms/deferred-resolver';
import { fillIn } from '@/lib/i18n/fill-in';

/** The four failure texts every form's labels hold; `{minutes}` and `{message}` are filled in here. */
export type FailureTexts = {
  errorTitle: string;
  errorDescription: string;
  rateLimitTitle: string;
  rateLimitDescription: string;
};

/** Shows the server's field errors under their fields, then one destructive toast. Fields keep their values. */
export function reportFailure<T extends FieldValues>(result: PostResult, texts: FailureTexts, setError: UseFormSetError<T>, fields: readonly string[]): void {
  if (result.ok) return;
  if (result.error === 'rate-limited') {
    toast.error(texts.rateLimitTitle, { description: fillIn(texts.rateLimitDescription, { minutes: result.minutesLeft ?? 60 }) });
    return;
  }
  const known = Object.entries(result.fieldErrors ?? {}).filter(([field]) => fields.includes(field));
  for (const [field, message] of known) setError(field as Path<T>, { type: 'server', message });
  if ((result.error === 'validation' || result.error === 'payload-too-large') && result.title) {
    toast.error(result.title, { description: result.message });
    return;
  }
  // A template that quotes the message adds its own full stop after it.
  toast.error(texts.errorTitle, { description: fillIn(texts.errorDescription, { message: result.message.replace(/\.+$/, '') }) });
}

/** The form's submit handler: react-hook-form's, and when the validation could not load (the
 * visitor's connection), the report of a send that got no answer. The fields keep what was typed. */
export function submitOrReport(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>, report: (result: PostResult) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    submit(event).catch((error: unknown) => {
      if (!(error instanceof ValidationUnavailableError)) throw error;
      report(noAnswer(error.message));
    });
  };
}
