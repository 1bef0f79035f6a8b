import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { getProjects } from '@/lib/content/projects';
import type { ListQuery } from '@/lib/filtered-lists';
import { countLabels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { subsidiaryIds, subsidiaryLabel } from '@/lib/projects/subsidiary';
import { toProjectCard } from '@/lib/projects/view';
import { ProjectNotFoundNotice } from './project-not-found-notice';
import { ProjectsBrowser } from './projects-browser';

export const projectsPath = '/actualites/projets';

/** 'Projets en Cours', filtered as `query` asks (none at the list's own address). */
export async function ProjectsPage({ locale, query }: { locale: Locale; query: ListQuery }) {
  const [t, { items, failed }] = await Promise.all([getTranslations({ locale, namespace: 'ProjectsPage' }), getProjects(locale)]);
  const texts = { locationUnknown: t('locationUnknown'), other: t('other') };
  const tabs = [{ value: 'all', label: t('all') }, ...subsidiaryIds.map((id) => ({ value: id, label: subsidiaryLabel(id, t('other')) }))];

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <WebPageJsonLd locale={locale} path={projectsPath} name={t('meta.title')} description={t('meta.description')} />
      <BreadcrumbJsonLd locale={locale} path={projectsPath} name={t('title')} />
      <Suspense fallback={null}>
        <ProjectNotFoundNotice title={t('notFoundTitle')} description={t('notFoundDescription')} dismissLabel={t('dismiss')} />
      </Suspense>
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      {failed ? (
        <p role="alert" className="rounded-lg border border-destructive px-4 py-3 text-destructive">
          {t('loadError')}
        </p>
      ) : (
        <ProjectsBrowser
          projects={items.map((project) => toProjectCard(project, locale, texts))}
          tabs={tabs}
          query={query}
          labels={{
            searchLabel: t('searchLabel'),
            searchPlaceholder: t('searchPlaceholder'),
            tabsLabel: t('tabsLabel'),
            emptySearch: t('emptySearch'),
            resultsCount: countLabels(items.length, (count) => t('resultsCount', { count })),
            progress: t('progress'),
            percent: t('percent', { value: '{value}' }),
            details: t('details'),
          }}
        />
      )}
    </div>
  );
}
