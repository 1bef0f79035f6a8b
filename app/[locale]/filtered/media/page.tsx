import { setRequestLocale } from 'next-intl/server';
import { MediaPage } from '@/components/media/media-page';
import { listFilterParams, listQuery } from '@/lib/filtered-lists';
import { isLocale, routing } from '@/lib/i18n/routing';

// The media library at an address with filters in its query, such as a shared link: next.config.ts
// rewrites those here (lib/filtered-lists.ts), so that the list's own address stays prerendered
// while the HTML here is already filtered. This route's own address redirects to the list (proxy.ts).
export { generateMetadata } from '../../media/page';

export default async function FilteredMediaRoute({ params, searchParams }: PageProps<'/[locale]/filtered/media'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <MediaPage locale={locale} query={listQuery(await searchParams, listFilterParams.media)} />;
}
