// A form's zod resolver whose schema loads when the visitor first focuses the form, or with the
// first check: zod is about 16 KB gzipped, a third of a form page's own JavaScript, and most
// visitors read the page without filling its form. The server checks with the same schemas.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/** The schema could not be loaded: the visitor's connection failed. */
export class ValidationUnavailableError extends Error {}

type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

export function deferredResolver<Schema extends FormSchema>(loadSchema: () => Promise<Schema>) {
  let loading: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const load = () => {
    loading ??= loadSchema().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        // The next focus or send tries again.
        loading = undefined;
        throw new ValidationUnavailableError('The form validation could not be loaded', { cause: error });
      },
    );
    return loading;
  };
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (values, context, options) => (await load())(values, context, options);
  const prepare = () => {
    load().catch(() => undefined);
  };
  return { resolver, prepare };
}
