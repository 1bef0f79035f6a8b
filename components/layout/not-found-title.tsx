'use client';

import { usePathname } from 'next/navigation';
import { missingItemMessageFor } from '@/lib/i18n/missing-item-messages';

type NotFoundTitleProps = { fallback: string; titles: Record<string, string> };

/**
 * The 404 title of a notFound() thrown while rendering a page on demand: Next then sends an empty
 * shell and renders this on the client (Next issue 62228), so the path is read here.
 */
export function NotFoundTitle({ fallback, titles }: NotFoundTitleProps) {
  const pathname = usePathname();
  const match = missingItemMessageFor(pathname);
  return <>{(match && titles[`${match.namespace}.${match.key}`]) ?? fallback}</>;
}
