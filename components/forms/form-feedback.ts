// Turns a Route Handler answer into field errors and the toast the spec asks for.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { PostResult } from '@/lib/forms/client';

export type FailureTexts = {
  errorTitle: string;
  errorDescription: (message: string) => string;
  rateLimitTitle: string;
  rateLimitDescription: (minutes: number) => string;
};

/** Shows the server's field errors under their fields, then one destructive toast. Fields keep their values. */
export function reportFailure<T extends FieldValues>(result: PostResult, texts: FailureTexts, setError: UseFormSetError<T>, fields: readonly string[]): void {
  if (result.ok) return;
  if (result.error === 'rate-limited') {
    toast.error(texts.rateLimitTitle, { description: texts.rateLimitDescription(result.minutesLeft ?? 60) });
    return;
  }
  const known = Object.entries(result.fieldErrors ?? {}).filter(([field]) => fields.includes(field));
  for (const [field, message] of known) setError(field as Path<T>, { type: 'server', message });
  if ((result.error === 'validation' || result.error === 'payload-too-large') && result.title) {
    toast.error(result.title, { description: result.message });
    return;
  }
  toast.error(texts.errorTitle, { description: texts.errorDescription(result.message) });
}
