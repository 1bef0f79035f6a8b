'use client';

import { usePathname } from 'next/navigation';
import { contentNotFoundFor, type ContentNotFoundMessage } from '@/lib/content/content-not-found';
import { NotFoundView } from './not-found-view';

type Texts = { code: string; title: string; slogan: string; backHome: string };

/**
 * The in-layout 404 (app/[locale]/not-found.tsx), rendered in the browser: it takes over the view
 * components/layout/missing-content.tsx rendered on the server for a missing article or event, and
 * reads the path to say the same thing.
 */
export function ContentAwareNotFound({ generic, content }: { generic: Texts; content: Record<ContentNotFoundMessage['titleKey'] | ContentNotFoundMessage['backKey'], string> }) {
  const message = contentNotFoundFor(usePathname());
  if (message) return <NotFoundView code={generic.code} title={content[message.titleKey]} backHome={content[message.backKey]} backHref={message.backHref} />;
  return <NotFoundView {...generic} />;
}
