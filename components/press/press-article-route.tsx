import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MissingContent } from '@/components/layout/missing-content';
import { UnavailableContent, unavailableMetadata } from '@/components/layout/unavailable-content';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { pressReleaseNotFound } from '@/lib/content/content-not-found';
import { isOwnIdentifier } from '@/lib/content/find-by-identifier';
import { getAllPressReleases, getPressRelease } from '@/lib/content/press';
import { pickOthers } from '@/lib/content/shuffle';
import { textLanguage } from '@/lib/content/types';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { contentMetadata, localizedUrl, samePathIn } from '@/lib/seo/metadata';
import { PressArticleView } from './press-article-view';

// Shared by /actualites/communiques/[id] and /actualites/articles/[id] (spec §2: the same page);
// both declare the communiques URL canonical, so search engines index one copy.
const canonicalBase = '/actualites/communiques';

type ArticleParams = Promise<{ locale: string; id: string }>;

function localeOf(value: string): Locale {
  return isLocale(value) ? value : routing.defaultLocale;
}

/** Every known article is prerendered; others render on first request (ISR), a missing one as a real 404. */
export async function pressArticleStaticParams({ params }: { params: { locale: string } }) {
  const { items } = await getAllPressReleases(localeOf(params.locale));
  return items.map((release) => ({ id: release.id }));
}

export async function pressArticleMetadata(params: ArticleParams): Promise<Metadata> {
  const { locale: requested, id } = await params;
  const locale = localeOf(requested);
  const release = await getPressRelease(id, locale);
  if (release === 'unavailable') return unavailableMetadata(locale);
  if (!release) {
    const t = await getTranslations({ locale, namespace: 'ContentNotFound' });
    return { title: t('pressTitle') };
  }
  const metadata = contentMetadata(release, locale, { paths: samePathIn(`${canonicalBase}/${encodeURIComponent(release.id)}`, release.languages), title: release.title, description: release.excerpt });
  // The Open Graph image stays the generated PNG: a release's own picture may be an SVG, which
  // social networks do not show, and the card should carry the title in the page's language.
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: release.date } };
}

/** `base` is the route's own path: each keeps its address when it redirects a variant of an identifier. */
export async function PressArticleRoute({ params, base }: { params: ArticleParams; base: '/actualites/communiques' | '/actualites/articles' }) {
  const { locale: requested, id } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const [release, list] = await Promise.all([getPressRelease(id, locale), getAllPressReleases(locale)]);
  if (release === 'unavailable') return <UnavailableContent locale={locale} path={`${canonicalBase}/${id}`} />;
  if (!release) return <MissingContent locale={locale} message={pressReleaseNotFound} />;
  if (!isOwnIdentifier(release, id)) return permanentRedirect({ href: `${base}/${encodeURIComponent(release.id)}`, locale });

  const position = list.items.findIndex((item) => item.id === release.id);
  const newer = position > 0 ? list.items[position - 1] : undefined;
  const older = position >= 0 ? list.items[position + 1] : undefined;
  const path = `${canonicalBase}/${encodeURIComponent(release.id)}`;
  // WordPress text under /en is still French: the page's SEO speaks of the French page it duplicates.
  const language = textLanguage(release, locale);
  const url = localizedUrl(path, language);

  return (
    <>
      <JsonLd data={newsArticleJsonLd(release, url)} />
      <WebPageJsonLd locale={language} path={path} name={release.title} description={release.excerpt} />
      <BreadcrumbJsonLd locale={language} path={path} name={release.title} />
      <PressArticleView release={release} locale={locale} previous={older} next={newer} others={pickOthers(list.items, release.id)} />
    </>
  );
}
