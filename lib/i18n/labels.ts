// A client component's texts, resolved on the server and passed as a prop: the browser then needs
// neither the messages provider nor the ICU formatter (use-intl), only `fillIn` for placeholders.
import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from './routing';

/** The namespaces sent this way; labels.test.ts checks each holds only plain `{name}` placeholders. */
export const labelNamespaces = ['ContactForm', 'ShowroomForm', 'JobApplicationForm', 'DialogForm', 'ContentUnavailable'] as const;

export type LabelNamespace = (typeof labelNamespaces)[number];
export type Labels<Namespace extends LabelNamespace> = Messages[Namespace];

export async function getLabels<Namespace extends LabelNamespace>(locale: Locale, namespace: Namespace): Promise<Labels<Namespace>> {
  const messages = await getMessages({ locale });
  return messages[namespace];
}

/** One text per count from 0 to `max`: a client list picks the one for what it shows, with no plural rules in the browser. */
export function countLabels(max: number, label: (count: number) => string): string[] {
  return Array.from({ length: max + 1 }, (_, count) => label(count));
}
