// Cache tags of the dynamic content, shared by the content reads and the revalidation endpoint.
import type { Locale } from '@/lib/i18n/routing';

export type ContentType = 'press' | 'event' | 'project';

const listTagOf: Record<ContentType, string> = { press: 'press', event: 'events', project: 'projects' };

export const cacheTags = {
  /** Every read of one content type: its lists and its items. */
  list: (type: ContentType) => listTagOf[type],
  /** The list of one content type as read for one locale. */
  localeList: (type: ContentType, locale: Locale) => `${listTagOf[type]}:${locale}`,
  /** One item, by any identifier a page may use for it (acf id, slug or numeric id). */
  item: (type: ContentType, id: string | number) => `${type}:${String(id).toLowerCase()}`,
};
