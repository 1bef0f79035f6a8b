'use client';

import { usePathname } from 'next/navigation';
import { contentNotFoundFor, type ContentNotFoundMessage } from '@/lib/content/content-not-found';
import { NotFoundView } from './not-found-view';

type Texts = { code: string; title: string; slogan: string; backHome: string };

/**
 * The in-layout 404 (app/[locale]/not-found.tsx). A notFound() thrown while an ISR detail page
 * renders on demand reaches the browser as Next's error shell followed by this boundary, rendered
 * on the client; it reads the path there to say which content is missing.
 */
export function ContentAwareNotFound({ generic, content }: { generic: Texts; content: Record<ContentNotFoundMessage['titleKey'] | ContentNotFoundMessage['backKey'], string> }) {
  const message = contentNotFoundFor(usePathname());
  if (message) return <NotFoundView code={generic.code} title={content[message.titleKey]} backHome={content[message.backKey]} backHref={message.backHref} />;
  return <NotFoundView {...generic} />;
}
