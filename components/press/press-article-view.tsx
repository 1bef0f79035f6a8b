import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { Gallery } from '@/components/media/gallery';
import { VideoLinks } from '@/components/media/video-links';
import { RichText } from '@/components/ui/rich-text';
import { formatContentDate } from '@/lib/content/format-date';
import { itemImages } from '@/lib/content/item-images';
import { pressReleasePath } from '@/lib/content/item-paths';
import { textLanguage, type PressRelease } from '@/lib/content/types';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { PressCard } from './press-card';
import { toPressCardData } from './press-card-data';
import { PressTags } from './press-tags';

type PressArticleViewProps = {
  release: PressRelease;
  locale: Locale;
  previous?: PressRelease;
  next?: PressRelease;
  others: PressRelease[];
};

export async function PressArticleView({ release, locale, previous, next, others }: PressArticleViewProps) {
  const t = await getTranslations({ locale, namespace: 'PressArticle' });
  const list = await getTranslations({ locale, namespace: 'PressList' });
  const language = textLanguage(release, locale);
  const images = itemImages(release);

  return (
    <article className="mx-auto max-w-4xl animate-page-fade px-4 py-10 md:py-14">
      <BackLink href="/actualites/communiques">{t('back')}</BackLink>
      <header className="mb-8 flex flex-col gap-3">
        <h1 lang={language} className="text-3xl font-bold md:text-4xl">{release.title}</h1>
        <p className="text-muted-foreground">
          <time dateTime={release.date}>{t('publishedOn', { date: formatContentDate(release.date, locale) })}</time>
        </p>
      </header>
      {images.length > 0 ? (
        <Gallery images={images} sizes="(min-width: 1024px) 768px, 100vw" locale={locale} lang={language} />
      ) : null}
      <VideoLinks videos={release.videos} title={release.title} titleLang={language} locale={locale} />
      {/* The body's own heading, for those who move from heading to heading: without it the text
          read as part of the video section above (the spec puts the video before the body). */}
      <h2 className="sr-only">{t('body')}</h2>
      <PressTags tags={release.tags} label={t('tags')} lang={language} className="mt-8" />
      <RichText html={release.contentHtml} lang={language} className="mt-8" />
      {previous || next ? (
        <nav aria-label={t('articleNavigation')} className="mt-12 grid gap-4 border-t pt-8 sm:grid-cols-2">
          {previous ? (
            <Link href={pressReleasePath(previous.id)} className="group flex flex-col gap-1 rounded-lg border p-4 hover:bg-accent hover:text-accent-foreground">
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground group-hover:text-accent-foreground">
                <ArrowLeftIcon className="size-4" aria-hidden />
                {t('previousArticle')}
              </span>
              <span lang={textLanguage(previous, locale)} className="line-clamp-2 font-medium">
                {previous.title}
              </span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link href={pressReleasePath(next.id)} className="group flex flex-col items-end gap-1 rounded-lg border p-4 text-right hover:bg-accent hover:text-accent-foreground">
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground group-hover:text-accent-foreground">
                {t('nextArticle')}
                <ArrowRightIcon className="size-4" aria-hidden />
              </span>
              <span lang={textLanguage(next, locale)} className="line-clamp-2 font-medium">
                {next.title}
              </span>
            </Link>
          ) : null}
        </nav>
      ) : null}
      {others.length > 0 ? (
        <section className="mt-12" aria-labelledby="press-others">
          <h2 id="press-others" className="mb-6 text-2xl font-semibold">
            {t('otherArticles')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.id}>
                <PressCard release={toPressCardData(other, locale)} readLabel={list('readArticle')} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
