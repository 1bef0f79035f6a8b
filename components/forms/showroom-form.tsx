'use client';

import { toast } from '@/components/ui/toast';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { Labels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { limits, showroomServiceValues, showroomValues } from '@/lib/forms/fields';
import type { ShowroomData, ShowroomInput } from '@/lib/forms/schemas';
import { FormFailureNote, FormField, SpamTrap, SubmitButton } from './form-field';
import { usePageForm, type FormSchemas } from './use-page-form';

const fields = ['name', 'email', 'phone', 'company', 'showroom', 'visitDate', 'services', 'message', 'rooms', 'acs', 'monthlyLoadKw', 'monthlyConsumptionKwh'] as const;
const showroomSchema = (loaded: FormSchemas) => loaded.createShowroomSchema;
const empty: ShowroomInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  showroom: '',
  visitDate: '',
  services: '',
  message: '',
  rooms: '',
  acs: '',
  monthlyLoadKw: '',
  monthlyConsumptionKwh: '',
  website: '',
};

export function ShowroomForm({ locale, labels }: { locale: Locale; labels: Labels<'ShowroomForm'> }) {
  const { form, flight, sender, report, failure, submit, prepare } = usePageForm({ locale, schema: showroomSchema, defaultValues: empty, fields, texts: labels });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (data: ShowroomData) => {
    await flight.run(async () => {
      const result = await sender.send('/api/showroom', { ...data, language: locale });
      if (result.ok) {
        toast.success(labels.successTitle, { description: labels.successDescription });
        reset(empty);
        return;
      }
      report(result);
    });
  };

  // Text, not type="number": a number input drops the decimal comma of '1,5' in some browsers and
  // languages and sends 15. The schema accepts a comma or a point; inputMode keeps the digit keypad.
  const numeric = (name: 'rooms' | 'acs' | 'monthlyLoadKw' | 'monthlyConsumptionKwh', inputMode: 'numeric' | 'decimal' = 'numeric') => (
    <FormField id={`showroom-${name}`} label={labels[name]} error={errors[name]?.message} optionalLabel={labels.optional}>
      {(aria) => <Input {...aria} inputMode={inputMode} maxLength={limits.figure} {...register(name)} />}
    </FormField>
  );

  // method="post": sent before the scripts run, the form reloads the page without putting the visitor's data in the address.
  return (
    <form method="post" noValidate onFocus={prepare} onSubmit={submit(onSubmit)} className="relative grid gap-5" aria-busy={isSubmitting} data-testid="showroom-form">
      <p className="text-sm text-muted-foreground">{labels.required}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="showroom-name" label={labels.name} error={errors.name?.message} required>
          {(aria) => <Input {...aria} autoComplete="name" maxLength={limits.name} {...register('name')} />}
        </FormField>
        <FormField id="showroom-email" label={labels.email} error={errors.email?.message} required>
          {(aria) => <Input {...aria} type="email" autoComplete="email" maxLength={limits.email} {...register('email')} />}
        </FormField>
        <FormField id="showroom-phone" label={labels.phone} error={errors.phone?.message} optionalLabel={labels.optional}>
          {(aria) => <Input {...aria} type="tel" autoComplete="tel" maxLength={limits.phoneMax} {...register('phone')} />}
        </FormField>
        <FormField id="showroom-company" label={labels.company} error={errors.company?.message} optionalLabel={labels.optional}>
          {(aria) => <Input {...aria} autoComplete="organization" maxLength={limits.company} {...register('company')} />}
        </FormField>
        <FormField id="showroom-showroom" label={labels.showroom} error={errors.showroom?.message} optionalLabel={labels.optional}>
          {(aria) => (
            <NativeSelect {...aria} {...register('showroom')}>
              <option value="">{labels.choose}</option>
              {showroomValues.map((value) => (
                <option key={value} value={value}>
                  {labels.showroomOptions[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="showroom-visitDate" label={labels.visitDate} error={errors.visitDate?.message} optionalLabel={labels.optional}>
          {(aria) => <Input {...aria} type="date" {...register('visitDate')} />}
        </FormField>
        <FormField id="showroom-services" label={labels.services} error={errors.services?.message} optionalLabel={labels.optional}>
          {(aria) => (
            <NativeSelect {...aria} {...register('services')}>
              <option value="">{labels.choose}</option>
              {showroomServiceValues.map((value) => (
                <option key={value} value={value}>
                  {labels.serviceOptions[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {numeric('rooms')}
        {numeric('acs')}
        {numeric('monthlyLoadKw', 'decimal')}
        {numeric('monthlyConsumptionKwh', 'decimal')}
      </div>
      <FormField id="showroom-message" label={labels.message} error={errors.message?.message} optionalLabel={labels.optional}>
        {(aria) => <Textarea {...aria} rows={4} {...register('message')} />}
      </FormField>
      <SpamTrap id="showroom-website" label={labels.trapLabel}>
        {(props) => <input {...props} {...register('website')} />}
      </SpamTrap>
      <FormFailureNote note={failure} />
      <SubmitButton sending={isSubmitting} sendingLabel={labels.sending} className="justify-self-start">
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
