import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ContentNotFoundMessage } from '@/lib/content/content-not-found';
import type { Locale } from '@/lib/i18n/routing';
import { NotFoundView } from './not-found-view';

function NotFoundSignal(): never {
  notFound();
}

/**
 * What a detail page renders for an article or event that does not exist: a 404 whose server HTML
 * already holds the layout, <html lang> and the message. A notFound() thrown by the page itself
 * reaches the browser as Next's empty error shell (Next issue 62228). Thrown inside a Suspense
 * boundary, it still sets the 404 status while the server HTML keeps the layout and shows the
 * boundary's fallback: the same view app/[locale]/not-found.tsx renders once the browser takes over.
 */
export async function MissingContent({ locale, message }: { locale: Locale; message: ContentNotFoundMessage }) {
  const [notFoundText, contentText] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    getTranslations({ locale, namespace: 'ContentNotFound' }),
  ]);
  const view = <NotFoundView code={notFoundText('code')} title={contentText(message.titleKey)} backHome={contentText(message.backKey)} backHref={message.backHref} />;
  return (
    <Suspense fallback={view}>
      <NotFoundSignal />
    </Suspense>
  );
}
