import { getTranslations } from 'next-intl/server';
import { DialogForm } from '@/components/forms/dialog-form';
import type { Locale } from '@/lib/i18n/routing';

// The spontaneous application offered when no offer matches or none is open.
export async function SpontaneousApplication({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SpontaneousApplication' });
  return <DialogForm type="candidature" locale={locale} triggerLabel={t('button')} />;
}
