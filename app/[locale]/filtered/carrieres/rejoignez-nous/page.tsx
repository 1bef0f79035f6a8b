import { setRequestLocale } from 'next-intl/server';
import { JoinUsPage } from '@/components/careers/join-us-page';
import { parseJobFilters } from '@/lib/careers/job-filters';
import { isLocale, routing } from '@/lib/i18n/routing';

// The jobs list at an address with filters in its query, such as a shared link or the filter form
// sent without JavaScript: next.config.ts rewrites those here (lib/filtered-lists.ts), so that the
// list's own address stays prerendered while the HTML here is already filtered. This route's own
// address redirects to the list (proxy.ts).
export { generateMetadata } from '../../../carrieres/rejoignez-nous/page';

export default async function FilteredCareersRoute({ params, searchParams }: PageProps<'/[locale]/filtered/carrieres/rejoignez-nous'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <JoinUsPage locale={locale} filters={parseJobFilters(await searchParams)} />;
}
