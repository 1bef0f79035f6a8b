import { getTranslations } from 'next-intl/server';
import type { JobFilters } from '@/lib/careers/job-filters';
import { countLabels } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/routing';
import { JobList, type JobListItem, type JobListLabels } from './job-list';
import { SpontaneousApplication } from './spontaneous-application';

/**
 * The open positions with their filters. Labels are resolved here, on the server, so the browser
 * gets plain strings and no message formatter: the result count for every possible count, and the
 * search chip and the remove-filter name as `{query}` and `{label}` templates.
 */
export async function JobOpenings({ jobs, locale, filters }: { jobs: JobListItem[]; locale: Locale; filters: JobFilters }) {
  const t = await getTranslations({ locale, namespace: 'JobList' });
  const labels: JobListLabels = {
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    subsidiaryLabel: t('subsidiaryLabel'),
    allSubsidiaries: t('allSubsidiaries'),
    locationLabel: t('locationLabel'),
    allLocations: t('allLocations'),
    apply: t('apply'),
    clearAll: t('clearAll'),
    activeFilters: t('activeFilters'),
    searchChip: t('searchChip', { query: '{query}' }),
    removeFilter: t('removeFilter', { label: '{label}' }),
    resultCount: countLabels(jobs.length, (count) => t('resultCount', { count })),
    moreDetails: t('moreDetails'),
    noMatchTitle: t('noMatchTitle'),
    noMatchText: t('noMatchText'),
    noOpeningsTitle: t('noOpeningsTitle'),
    noOpeningsText: t('noOpeningsText'),
    tagsLabel: t('tagsLabel'),
  };
  return <JobList jobs={jobs} initialFilters={filters} spontaneous={<SpontaneousApplication locale={locale} />} labels={labels} />;
}
