// Turns a Route Handler answer into field errors, the toast the spec asks for, and the note the form keeps.
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

/** What a refused or failed post said in its toast. The toast goes after 4 s (spec); the form keeps this beside its button. */
export type FailureNote = { title: string; description: string };

function failureNote(result: Exclude<PostResult, { ok: true }>, texts: FailureTexts): FailureNote {
  if (result.error === 'rate-limited') return { title: texts.rateLimitTitle, description: fillIn(texts.rateLimitDescription, { minutes: result.minutesLeft ?? 60 }) };
  if ((result.error === 'validation' || result.error === 'payload-too-large') && result.title) return { title: result.title, description: result.message };
  // A template that quotes the message adds its own full stop after it.
  return { title: texts.errorTitle, description: fillIn(texts.errorDescription, { message: result.message.replace(/\.+$/, '') }) };
}

/** Shows the server's field errors under their fields, then one destructive toast, and returns what it said. Fields keep their values. */
export function reportFailure<T extends FieldValues>(result: PostResult, texts: FailureTexts, setError: UseFormSetError<T>, fields: readonly string[]): FailureNote | null {
  if (result.ok) return null;
  if (result.error !== 'rate-limited') {
    const known = Object.entries(result.fieldErrors ?? {}).filter(([field]) => fields.includes(field));
    for (const [field, message] of known) setError(field as Path<T>, { type: 'server', message });
  }
  const note = failureNote(result, texts);
  toast.error(note.title, { description: note.description });
  return note;
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
