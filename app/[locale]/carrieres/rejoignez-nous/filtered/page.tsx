import { setRequestLocale } from 'next-intl/server';
import { JoinUsPage } from '@/components/careers/join-us-page';
import { parseJobFilters } from '@/lib/careers/job-filters';
import { isLocale, routing } from '@/lib/i18n/routing';

// The jobs list at an address with filters in its query, such as a shared link or the filter form
// sent without JavaScript: next.config.ts rewrites those here, so that the list's own address stays
// prerendered while its HTML here is already filtered. Its own address redirects to the list (proxy.ts).
export { generateMetadata } from '../page';

export default async function FilteredCareersPage({ params, searchParams }: PageProps<'/[locale]/carrieres/rejoignez-nous/filtered'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <JoinUsPage locale={locale} filters={parseJobFilters(await searchParams)} />;
}
