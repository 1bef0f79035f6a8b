import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { cn } from '@/lib/utils';

// The forms are sent by their scripts, so without JavaScript the send button stays disabled (and a
// dialog form's button opens nothing): this says why, and offers the address that reaches the same
// people. Browsers running scripts skip it.
export async function NeedsJavaScript({ locale, email, className }: { locale: Locale; email: string; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <noscript>
      <p className={cn('rounded-md border border-primary/40 bg-primary/5 p-3 text-sm', className)} data-testid="form-needs-javascript">
        {t.rich('formNeedsJavaScript', {
          address: email,
          email: (chunks) => (
            <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-4">
              {chunks}
            </a>
          ),
        })}
      </p>
    </noscript>
  );
}
