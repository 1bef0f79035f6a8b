import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getLabels } from '@/lib/i18n/labels';
import { localizedPath } from '@/lib/i18n/request-path';
import type { Locale } from '@/lib/i18n/routing';
import { UnavailableView } from './unavailable-view';

class ContentUnavailableError extends Error {}

function UnavailableSignal({ path }: { path: string }): never {
  throw new ContentUnavailableError(`${path}: WordPress could not be read and no good copy is kept`);
}

/**
 * What a detail page renders when its item could not be read and no good copy is kept: not a 404,
 * which would be cached and tell search engines the page is gone. The error thrown inside the
 * Suspense boundary makes Next answer 500 without caching the page, or keep serving the page's
 * previous version when it happens while regenerating it; the server HTML keeps the layout and the
 * boundary's fallback, the view app/[locale]/error.tsx shows once the browser takes over.
 */
export async function UnavailableContent({ locale, path }: { locale: Locale; path: string }) {
  const texts = await getLabels(locale, 'ContentUnavailable');
  return (
    <Suspense fallback={<UnavailableView texts={texts} retryHref={localizedPath(path, locale)} />}>
      <UnavailableSignal path={path} />
    </Suspense>
  );
}

/** The metadata of that page: its title, and no indexing. */
export async function unavailableMetadata(locale: Locale): Promise<Metadata> {
  const texts = await getLabels(locale, 'ContentUnavailable');
  return { title: texts.title, robots: { index: false, follow: true } };
}
