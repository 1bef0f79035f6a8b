import { MailIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

// Where the spontaneous-application dialog (components/forms/dialog-form.tsx) goes once merged;
// until then the careers address, so the no-match and no-openings states still offer a way to apply.
export async function SpontaneousApplicationSlot({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SpontaneousApplication' });
  return (
    <Button asChild data-testid="spontaneous-application">
      <a href={`mailto:${siteConfig.emails.careers}`}>
        <MailIcon aria-hidden />
        {t('button')}
      </a>
    </Button>
  );
}
