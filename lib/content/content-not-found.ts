// What the 404 page says for a missing content item, chosen by the request path (see app/global-not-found.tsx).
import { pathWithoutLocale } from '@/lib/i18n/request-path';

export type ContentNotFoundMessage = {
  /** Keys in the `ContentNotFound` messages namespace. */
  titleKey: 'pressTitle' | 'eventTitle';
  backKey: 'pressBack' | 'eventBack';
  /** Where the button leads, without locale prefix. */
  backHref: string;
};

/** Path prefix (without locale) → message. Other content types add their entry here. */
const table: { prefix: string; message: ContentNotFoundMessage }[] = [
  { prefix: '/actualites/communiques/', message: { titleKey: 'pressTitle', backKey: 'pressBack', backHref: '/actualites/communiques' } },
  { prefix: '/actualites/articles/', message: { titleKey: 'pressTitle', backKey: 'pressBack', backHref: '/actualites/communiques' } },
  { prefix: '/actualites/evenements/', message: { titleKey: 'eventTitle', backKey: 'eventBack', backHref: '/actualites/evenements' } },
];

export function contentNotFoundFor(pathname: string | null | undefined): ContentNotFoundMessage | undefined {
  if (!pathname) return undefined;
  const path = pathWithoutLocale(pathname);
  return table.find(({ prefix }) => path.startsWith(prefix) && path.length > prefix.length)?.message;
}
