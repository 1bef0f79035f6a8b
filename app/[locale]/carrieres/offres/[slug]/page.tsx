import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { JobOfferView } from '@/components/careers/job-offer-view';
import { joinUsPath } from '@/lib/careers/job-filters';
import { getActiveJob, getActiveJobSlugs } from '@/lib/content/jobs';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo/metadata';

// Active offers are prerendered. Any other slug is redirected to the list (spec §2), by proxy.ts
// before rendering, and by the page itself should one reach it.
export function generateStaticParams() {
  return getActiveJobSlugs().map((slug) => ({ slug }));
}

async function resolve(params: PageProps<'/[locale]/carrieres/offres/[slug]'>['params']): Promise<{ locale: Locale; slug: string }> {
  const { locale: requested, slug } = await params;
  return { locale: isLocale(requested) ? requested : routing.defaultLocale, slug };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/carrieres/offres/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await resolve(params);
  const job = getActiveJob(slug, locale);
  if (!job) return { robots: { index: false } };
  return buildMetadata({ locale, path: `/carrieres/offres/${slug}`, title: `${job.title} · ${job.location}`, description: job.shortDescription });
}

export default async function JobDetailPage({ params }: PageProps<'/[locale]/carrieres/offres/[slug]'>) {
  const { locale, slug } = await resolve(params);
  setRequestLocale(locale);
  const job = getActiveJob(slug, locale);
  // Unreachable while proxy.ts redirects unknown slugs; kept so the rule holds on its own.
  if (!job) return redirect({ href: joinUsPath, locale });
  return <JobOfferView job={job} locale={locale} />;
}
