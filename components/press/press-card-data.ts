// Turns press releases into the plain props the client list renders (dates formatted on the server).
import { formatContentDate } from '@/lib/content/format-date';
import { cardPlaceholder } from '@/lib/content/press-assets';
import { foreignTextLanguage, type PressRelease } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import type { PressCardData } from './press-card';

export function toPressCardData(release: PressRelease, locale: Locale): PressCardData {
  const lang = foreignTextLanguage(release, locale);
  return {
    id: release.id,
    title: release.title,
    excerpt: release.excerpt,
    tags: release.tags,
    date: release.date,
    dateLabel: formatContentDate(release.date, locale),
    image: release.image ?? cardPlaceholder,
    // Left out rather than undefined: every prop of a client list is sent in the page payload.
    ...(lang && { lang }),
  };
}
