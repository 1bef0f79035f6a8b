// Job list filters: search, subsidiary and location, and their round trip through the URL query.
import type { JobSubsidiary } from '@/lib/content/jobs';
// Relative: next.config.ts loads this module, and its loader does not know the '@/' alias.
import { matchesSearch } from '../text/search';

/** The jobs list's address, without the locale prefix. */
export const joinUsPath = '/carrieres/rejoignez-nous';

export const jobSubsidiaryOptions: { value: JobSubsidiary; label: string }[] = [
  { value: 'growth-energy', label: 'Growth Energy' },
  { value: 'gem-e-mobility', label: 'GEM E-Mobility' },
];

/** Spec §9: the two locations offered; `match` is compared with the start of an offer's location. */
export const jobLocationOptions = [
  { value: 'nairobi', label: 'Nairobi, Kenya', match: 'nairobi' },
  { value: 'bujumbura', label: 'Bujumbura, Burundi', match: 'bujumbura' },
] as const;

export type JobLocation = (typeof jobLocationOptions)[number]['value'];

export type JobFilters = { query: string; subsidiary: JobSubsidiary | null; location: JobLocation | null };

export const emptyJobFilters: JobFilters = { query: '', subsidiary: null, location: null };

/** Query-string keys: short, readable in a shared link. */
export const jobFilterParams = { query: 'q', subsidiary: 'filiale', location: 'lieu' } as const;

/** The fields the search reads, as displayed in the page's language. */
export type SearchableJob = { title: string; department: string; location: string; shortDescription: string; subsidiary: JobSubsidiary };

function first(value: string | string[] | null | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Reads filters from a query; unknown subsidiary or location values are ignored rather than matching nothing. */
export function parseJobFilters(params: URLSearchParams | Record<string, string | string[] | undefined>): JobFilters {
  const get = (key: string) => first(params instanceof URLSearchParams ? params.get(key) : params[key]);
  // Whatever its case: a link typed or shared by hand may read `?lieu=Nairobi`.
  const option = <T extends string>(options: readonly { value: T }[], key: string): T | null => options.find((o) => o.value === get(key).toLowerCase())?.value ?? null;
  const subsidiary = option(jobSubsidiaryOptions, jobFilterParams.subsidiary);
  const location = option(jobLocationOptions, jobFilterParams.location);
  return { query: get(jobFilterParams.query).trim(), subsidiary, location };
}

/** The query string of a set of filters, '' when none is active (the list's own URL). */
export function jobFiltersToSearch(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set(jobFilterParams.query, filters.query.trim());
  if (filters.subsidiary) params.set(jobFilterParams.subsidiary, filters.subsidiary);
  if (filters.location) params.set(jobFilterParams.location, filters.location);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasActiveJobFilters(filters: JobFilters): boolean {
  return filters.query.trim() !== '' || filters.subsidiary !== null || filters.location !== null;
}

/** Over title, department, location and short description (spec §5). */
export function matchesJobQuery(job: SearchableJob, query: string): boolean {
  return matchesSearch([job.title, job.department, job.location, job.shortDescription], query);
}

export function filterJobs<T extends SearchableJob>(jobs: T[], filters: JobFilters): T[] {
  const location = jobLocationOptions.find((o) => o.value === filters.location);
  return jobs.filter(
    (job) =>
      matchesJobQuery(job, filters.query) &&
      (filters.subsidiary === null || job.subsidiary === filters.subsidiary) &&
      (location === undefined || job.location.toLocaleLowerCase().startsWith(location.match)),
  );
}
