import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProjectsPage, projectsPath } from '@/components/projects/projects-page';
import { noListQuery } from '@/lib/filtered-lists';
import { isLocale, routing } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

// Same freshness as the content source (5 minutes).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/actualites/projets'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'ProjectsPage' });
  return buildMetadata({ locale, path: projectsPath, title: t('meta.title'), description: t('meta.description') });
}

// An address with filters in its query is rendered per request by app/[locale]/filtered (lib/filtered-lists.ts).
export default async function ProjectsRoute({ params }: PageProps<'/[locale]/actualites/projets'>) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  return <ProjectsPage locale={locale} query={noListQuery} />;
}
