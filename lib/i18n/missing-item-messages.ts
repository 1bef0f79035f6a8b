// Detail routes whose missing item has its own not-found message (spec §2), shared by both 404 pages.
import { pathWithoutLocale } from './request-path';

export const missingItemMessages = [{ prefix: '/actualites/evenements/', namespace: 'EventDetail', key: 'notFound' }] as const;

export type MissingItemMessage = (typeof missingItemMessages)[number];

/** The entry for a path (with or without its locale prefix), if any. */
export function missingItemMessageFor(pathname: string): MissingItemMessage | undefined {
  const path = pathWithoutLocale(pathname);
  return missingItemMessages.find(({ prefix }) => path.startsWith(prefix));
}
