// What the forms written into a page (contact, showroom, job application) share: react-hook-form
// checked by the form's zod schema, which loads when the visitor first focuses the form
// (lib/forms/deferred-resolver.ts); one post at a time, each try of a message under its key; a refused post's errors under their fields,
// and its toast kept as a note by the send button.
import { useEffect, useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import type { z } from 'zod/mini';
import { prepareToasts } from '@/components/ui/toast';
import { createFormSender, type PostResult } from '@/lib/forms/client';
import { deferredResolver } from '@/lib/forms/deferred-resolver';
import { formMessages, type FormMessages } from '@/lib/forms/messages';
import type * as schemas from '@/lib/forms/schemas';
import { createSingleFlight } from '@/lib/forms/single-flight';
import type { Locale } from '@/lib/i18n/routing';
import { reportFailure, submitOrReport, type FailureNote, type FailureTexts } from './form-feedback';

/** The schemas module, loaded with the form's first focus. */
export type FormSchemas = typeof schemas;

export function usePageForm<Input extends FieldValues, Data extends FieldValues>({
  locale,
  schema,
  defaultValues,
  fields,
  texts,
  noAnswerMessage,
}: {
  locale: Locale;
  /** Picks the form's schema factory; declared outside the component, so the resolver is made again only when the language changes. */
  schema: (loaded: FormSchemas) => (messages: FormMessages) => z.ZodMiniType<Data, Input>;
  defaultValues: DefaultValues<Input>;
  /** The fields a server answer may name; errors for any other are not shown under a field. */
  fields: readonly string[];
  texts: FailureTexts;
  /** What a send that got no answer at all says, for a form with its own text (the browser's is English and technical). */
  noAnswerMessage?: string;
}) {
  const validation = useMemo(() => deferredResolver(() => import('@/lib/forms/schemas').then((loaded) => schema(loaded)(formMessages[locale]))), [locale, schema]);
  // A second click while the first post is on its way must not send twice (a plain object, not state: no re-render).
  const [flight] = useState(createSingleFlight);
  const [sender] = useState(createFormSender);
  const form = useForm<Input, unknown, Data>({ resolver: validation.resolver, defaultValues });
  // What a visitor typed or ticked before the page's scripts ran (a slow phone) is in the fields, and
  // react-hook-form reads it as they register, but its watchers rendered the defaults and are not told:
  // a ticked agreement left the send button disabled, a typed letter its count. Once hydrated, the
  // form is reset to the values it read, which hands them to the watchers.
  useEffect(() => {
    const entered = form.getValues();
    const changed = Object.entries(defaultValues).some(([name, value]) => entered[name] !== value);
    if (changed) form.reset(entered, { keepDefaultValues: true });
    // Once, after hydration: later changes reach the watchers as they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [failure, setFailure] = useState<FailureNote | null>(null);
  const report = (result: PostResult) => {
    const described = !result.ok && result.status === 0 && noAnswerMessage ? { ...result, message: noAnswerMessage } : result;
    setFailure(reportFailure(described, texts, form.setError, fields));
  };
  // Each send starts without the previous one's failure note.
  const submit = (onValid: SubmitHandler<Data>, onInvalid?: SubmitErrorHandler<Input>) =>
    submitOrReport(async (event) => {
      setFailure(null);
      await form.handleSubmit(onValid, onInvalid)(event);
    }, report);
  // On the form's first focus: the toasts' live region and the schema, ahead of the first check.
  const prepare = () => {
    prepareToasts();
    validation.prepare();
  };

  return { form, flight, sender, report, failure, submit, prepare };
}
