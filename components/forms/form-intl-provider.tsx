import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

// The layout sends no messages to the browser; a form receives only the namespaces it uses.
export async function FormIntlProvider({ locale, namespaces, children }: { locale: Locale; namespaces: string[]; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name as keyof typeof messages]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
