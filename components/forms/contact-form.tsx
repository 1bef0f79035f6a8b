'use client';

import { toast } from '@/components/ui/toast';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Labels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { limits } from '@/lib/forms/fields';
import { contactMessage, storeSubmission } from '@/lib/forms/local-submissions';
import type { ContactData, ContactInput } from '@/lib/forms/schemas';
import { FormFailureNote, FormField, SpamTrap, SubmitButton } from './form-field';
import { usePageForm, type FormSchemas } from './use-page-form';

const fields = ['prenom', 'nom', 'email', 'telephone', 'sujet', 'message'] as const;
const contactSchema = (loaded: FormSchemas) => loaded.createContactSchema;
const empty: ContactInput = { prenom: '', nom: '', email: '', telephone: '', sujet: '', message: '', website: '' };

export function ContactForm({ locale, recipient, labels }: { locale: Locale; recipient: string; labels: Labels<'ContactForm'> }) {
  const { form, flight, sender, report, failure, submit, prepare } = usePageForm({ locale, schema: contactSchema, defaultValues: empty, fields, texts: labels });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (data: ContactData) => {
    await flight.run(async () => {
      const result = await sender.send('/api/contact', { ...data, language: locale });
      if (result.ok) {
        storeSubmission({
          name: `${data.prenom} ${data.nom}`,
          email: data.email,
          phone: data.telephone || undefined,
          message: contactMessage(data.sujet, data.message),
          formType: 'contact',
          recipient,
          prenom: data.prenom,
          nom: data.nom,
          telephone: data.telephone ?? '',
          sujet: data.sujet,
        });
        toast.success(labels.successTitle, { description: labels.successDescription });
        reset(empty);
        return;
      }
      report(result);
    });
  };

  // method="post": sent before the scripts run, the form reloads the page without putting the visitor's data in the address.
  return (
    <form method="post" noValidate onFocus={prepare} onSubmit={submit(onSubmit)} className="relative grid gap-5" aria-busy={isSubmitting} data-testid="contact-form">
      <p className="text-sm text-muted-foreground">{labels.required}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-prenom" label={labels.prenom} error={errors.prenom?.message} required>
          {(aria) => <Input {...aria} autoComplete="given-name" maxLength={limits.name} {...register('prenom')} />}
        </FormField>
        <FormField id="contact-nom" label={labels.nom} error={errors.nom?.message} required>
          {(aria) => <Input {...aria} autoComplete="family-name" maxLength={limits.name} {...register('nom')} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-email" label={labels.email} error={errors.email?.message} required>
          {(aria) => <Input {...aria} type="email" autoComplete="email" maxLength={limits.email} {...register('email')} />}
        </FormField>
        <FormField id="contact-telephone" label={labels.telephone} error={errors.telephone?.message} optionalLabel={labels.optional}>
          {(aria) => <Input {...aria} type="tel" autoComplete="tel" maxLength={limits.phoneMax} {...register('telephone')} />}
        </FormField>
      </div>
      <FormField id="contact-sujet" label={labels.sujet} error={errors.sujet?.message} required>
        {(aria) => <Input {...aria} maxLength={limits.subject} {...register('sujet')} />}
      </FormField>
      <FormField id="contact-message" label={labels.message} error={errors.message?.message} required>
        {(aria) => <Textarea {...aria} rows={6} {...register('message')} />}
      </FormField>
      <SpamTrap id="contact-website" label={labels.trapLabel}>
        {(props) => <input {...props} {...register('website')} />}
      </SpamTrap>
      <FormFailureNote note={failure} />
      <SubmitButton sending={isSubmitting} sendingLabel={labels.sending} className="justify-self-start">
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
