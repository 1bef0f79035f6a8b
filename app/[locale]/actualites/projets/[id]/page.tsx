import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { UnavailableContent, unavailableMetadata } from '@/components/layout/unavailable-content';
import { ProjectView } from '@/components/projects/project-view';
import { isOwnIdentifier, routeIdentifiers } from '@/lib/content/find-by-identifier';
import { projectPath } from '@/lib/content/item-paths';
import { legacyProjectTarget } from '@/lib/content/legacy-project-ids';
import { getProject, getProjects, projectPaths } from '@/lib/content/projects';
import { projectNotFoundParam } from '@/lib/filtered-lists';
import { permanentRedirect, redirect } from '@/lib/i18n/navigation';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { contentMetadata } from '@/lib/seo/metadata';
import { safeDecode } from '@/lib/text/safe-decode';

// ISR: known projects are prerendered; legacy identifiers and unknown ones are answered on demand
// (a permanent redirect, or the list with the 'Projet non trouvé' notice).
export const revalidate = 300;
// The [locale] layout allows only known locales; other identifiers are answered on demand.
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : routing.defaultLocale;
  const { items } = await getProjects(locale);
  return routeIdentifiers(items).map((id) => ({ id }));
}

async function load(params: PageProps<'/[locale]/actualites/projets/[id]'>['params']) {
  const { locale: requested, id: raw } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const id = safeDecode(raw);
  return { locale, id, project: await getProject(id, locale) };
}

/** Legacy identifiers move permanently to their project; anything else goes to the list with the notice. */
function redirectMissing(id: string, locale: Locale): never {
  const target = legacyProjectTarget(id);
  if (target) return permanentRedirect({ href: `/actualites/projets/${target}`, locale });
  return redirect({ href: `/actualites/projets?${projectNotFoundParam}=1`, locale });
}

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/projets/[id]'>): Promise<Metadata> {
  const { locale, project } = await load(params);
  if (project === 'unavailable') return unavailableMetadata(locale);
  if (!project) return {};
  return contentMetadata(project, locale, { paths: projectPaths(project), title: project.title, description: project.description });
}

export default async function ProjectPage({ params }: PageProps<'/[locale]/actualites/projets/[id]'>) {
  const { locale, id, project } = await load(params);
  if (project === 'unavailable') return <UnavailableContent locale={locale} path={`/actualites/projets/${encodeURIComponent(id)}`} />;
  if (!project) return redirectMissing(id, locale);
  if (!isOwnIdentifier(project, id)) return permanentRedirect({ href: projectPath(project), locale });
  return <ProjectView project={project} locale={locale} />;
}
