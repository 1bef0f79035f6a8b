import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

// Stands where the job application form (components/forms/job-application-form.tsx, same props) goes once merged.
export async function ApplicationSlot({ jobTitle, locale }: { jobTitle: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'JobDetailPage' });
  return (
    <section aria-labelledby="application-title" data-testid="application-slot" className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="application-title" className="text-lg font-semibold">
        {t('applicationSlotTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {t.rich('applicationSlotText', {
          job: jobTitle,
          email: () => (
            <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${siteConfig.emails.careers}`}>
              {siteConfig.emails.careers}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
