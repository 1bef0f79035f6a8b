import { setRequestLocale } from 'next-intl/server';
import { ProjectsPage } from '@/components/projects/projects-page';
import { listFilterParams, listQuery } from '@/lib/filtered-lists';
import { isLocale, routing } from '@/lib/i18n/routing';

// The projects list at an address with filters in its query, such as a shared link: next.config.ts
// rewrites those here (lib/filtered-lists.ts), so that the list's own address stays prerendered
// while the HTML here is already filtered. This route's own address redirects to the list (proxy.ts).
export { generateMetadata } from '../../../actualites/projets/page';

export default async function FilteredProjectsRoute({ params, searchParams }: PageProps<'/[locale]/filtered/actualites/projets'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <ProjectsPage locale={locale} query={listQuery(await searchParams, listFilterParams.projects)} />;
}
