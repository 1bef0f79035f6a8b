import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { ButtonVariantProps } from '@/components/ui/button-variants';
import type { DialogFormType } from '@/lib/forms/fields';
import { getLabels } from '@/lib/i18n/labels';
import { siteConfig } from '@/lib/site-config';
import { DialogFormClient } from './dialog-form-client';
import { NeedsJavaScript } from './needs-javascript';

type DialogFormProps = {
  type: DialogFormType;
  locale: Locale;
  triggerLabel: ReactNode;
  jobTitle?: string;
  eventTitle?: string;
  triggerClassName?: string;
  triggerSize?: ButtonVariantProps['size'];
};

// Server entry of the generic dialog form (candidature, postuler, inscription, contact): a button
// that opens it. Submissions go to the contact address from configuration; without JavaScript the
// button cannot open the form, and a notice gives that address instead.
export async function DialogForm(props: DialogFormProps) {
  const recipient = siteConfig.emails.contact;
  return (
    <>
      <DialogFormClient {...props} recipient={recipient} labels={await getLabels(props.locale, 'DialogForm')} />
      <NeedsJavaScript locale={props.locale} email={recipient} />
    </>
  );
}
