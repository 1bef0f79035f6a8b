import { getTranslations } from 'next-intl/server';
import { Battery, Gauge, Leaf, MapPin } from 'lucide-react';
import { BackLink } from '@/components/layout/back-link';
import { ContentImages } from '@/components/media/content-images';
import { VideoLinks } from '@/components/media/video-links';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { RichText } from '@/components/ui/rich-text';
import { itemImages } from '@/lib/content/item-images';
import { projectPath } from '@/lib/content/item-paths';
import { textLanguage, type Project } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { projectFigures, technicalDetails } from '@/lib/projects/details';
import { clampProgress } from '@/lib/projects/progress';
import { subsidiaryLabel } from '@/lib/projects/subsidiary';
import { ProgressBar } from './progress-bar';

/** A project's page: subsidiary, place and progress, key figures, images, texts, videos and technical details. */
export async function ProjectView({ project, locale }: { project: Project; locale: Locale }) {
  const [t, tp] = await Promise.all([getTranslations({ locale, namespace: 'ProjectDetail' }), getTranslations({ locale, namespace: 'ProjectsPage' })]);
  const figures = projectFigures(project, locale);
  const metrics = [
    { key: 'capacity', icon: Gauge, label: t('capacity'), value: figures.capacity },
    { key: 'co2', icon: Leaf, label: t('co2'), value: figures.annualCo2Reduction && t('co2Value', { value: figures.annualCo2Reduction }) },
    { key: 'storage', icon: Battery, label: t('storage'), value: figures.storage },
  ].filter((metric) => metric.value);
  const details = technicalDetails(project, locale);
  const textSections = [
    { key: 'objectives', title: t('objectives'), text: project.objectives },
    { key: 'impact', title: t('impact'), text: project.impact },
  ].filter((section) => section.text?.trim());
  const path = projectPath(project);
  // WordPress text under /en is still French: the page's SEO speaks of the French page it duplicates.
  const language = textLanguage(project, locale);
  const images = itemImages(project);

  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <WebPageJsonLd locale={language} path={path} name={project.title} description={project.description} />
      <BreadcrumbJsonLd locale={language} path={path} name={project.title} />
      <BackLink href="/actualites/projets">{t('back')}</BackLink>
      <header className="mb-8">
        <span className="inline-flex rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {subsidiaryLabel(project.subsidiary, tp('other'))}
        </span>
        <h1 lang={language} className="mt-3 text-3xl font-bold sm:text-4xl">{project.title}</h1>
        <p className="mt-2 flex items-center gap-2 text-muted-foreground">
          <MapPin className="size-4" aria-hidden />
          {project.location?.trim() ? <span lang={language}>{project.location.trim()}</span> : tp('locationUnknown')}
        </p>
        <ProgressBar value={project.progress} label={t('progress')} valueText={t('percent', { value: clampProgress(project.progress) })} className="mt-6 max-w-xl" />
      </header>

      {metrics.length > 0 && (
        <section aria-label={t('metricsLabel')} className="mb-10 grid gap-4 sm:grid-cols-3">
          {metrics.map(({ key, icon: Icon, label, value }) => (
            <div key={key} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
              <Icon className="mb-2 size-6 text-primary" aria-hidden />
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-bold">{value}</p>
            </div>
          ))}
        </section>
      )}

      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div>
          <ContentImages images={images} sizes="(min-width: 1024px) 48rem, 100vw" locale={locale} lang={language} />
          <section className="mt-10">
            <h2 className="mb-4 text-xl font-semibold">{t('description')}</h2>
            <RichText html={project.contentHtml} lang={language} />
          </section>
          {project.characteristicsHtml && (
            <section className="mt-10">
              <h2 className="mb-4 text-xl font-semibold">{t('characteristics')}</h2>
              <RichText html={project.characteristicsHtml} lang={language} />
            </section>
          )}
          {textSections.map((section) => (
            <section key={section.key} className="mt-10">
              <h2 className="mb-4 text-xl font-semibold">{section.title}</h2>
              <p className="leading-relaxed">{section.text}</p>
            </section>
          ))}
          <VideoLinks videos={project.videos} title={project.title} titleLang={language} locale={locale} />
        </div>
        {details.length > 0 && (
          <aside aria-labelledby="technical-details" className="h-fit rounded-xl border bg-card p-5 text-card-foreground shadow-sm lg:sticky lg:top-24">
            <h2 id="technical-details" className="mb-4 text-lg font-semibold">
              {t('technicalDetails')}
            </h2>
            <dl className="space-y-3 text-sm">
              {details.map(({ key, value }) => (
                <div key={key}>
                  <dt className="text-muted-foreground">{t(key)}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        )}
      </div>
    </article>
  );
}
