'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Messages } from 'next-intl';
import { ArrowRightIcon, BriefcaseIcon, MapPinIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LinkSubject } from '@/components/ui/link-subject';
import { LiveCount } from '@/components/ui/live-count';
import { SearchInput } from '@/components/ui/search-input';
import {
  emptyJobFilters,
  filterJobs,
  hasActiveJobFilters,
  jobFilterParams,
  jobFiltersToSearch,
  jobLocationOptions,
  jobSubsidiaryOptions,
  parseJobFilters,
  type JobFilters,
} from '@/lib/careers/job-filters';
import type { LocalizedJob } from '@/lib/content/jobs';
import { useOnFreshVisit } from '@/lib/fresh-visit';
import { fillIn } from '@/lib/i18n/fill-in';
import { Link } from '@/lib/i18n/link';
import { formFieldValues } from '@/lib/typed-before-hydration';

export type JobListItem = Pick<LocalizedJob, 'slug' | 'title' | 'company' | 'subsidiary' | 'department' | 'location' | 'jobType' | 'shortDescription' | 'tags'>;

const fieldClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring';

/**
 * The job list with its filters, which live in the URL query (shareable links). An address with
 * filters is rendered per request with them (`initialFilters`), so the server's HTML is already
 * filtered; without JavaScript the form is a plain GET form to the same page.
 */
type JobListProps = { jobs: JobListItem[]; initialFilters: JobFilters; spontaneous: ReactNode; labels: JobListLabels };

/** Resolved on the server (see JobOpenings); `resultCount[n]` is the sentence for n results. */
export type JobListLabels = Omit<Messages['JobList'], 'resultCount'> & { resultCount: string[] };

export function JobList({ jobs, initialFilters, spontaneous, labels }: JobListProps) {
  const [filters, setFilters] = useState<JobFilters>(initialFilters);
  const form = useRef<HTMLFormElement>(null);
  // Marks the list as interactive (data-ready), which tests wait for.
  const [ready, setReady] = useState(false);

  const update = (next: JobFilters) => {
    setFilters(next);
    const url = `${window.location.pathname}${jobFiltersToSearch(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };

  // What the visitor typed or chose before the scripts ran is in the fields: it wins. Coming back to
  // the list remounts it from the router's cache, as the list's own address first rendered it,
  // under the address its filters had written: the address wins. A layout effect, so the restored
  // list never paints unfiltered first.
  useLayoutEffect(() => {
    const typed = form.current ? parseJobFilters(formFieldValues(form.current)) : initialFilters;
    const fromAddress = parseJobFilters(new URLSearchParams(window.location.search));
    if (jobFiltersToSearch(typed) !== jobFiltersToSearch(initialFilters)) update(typed);
    else if (jobFiltersToSearch(fromAddress) !== jobFiltersToSearch(initialFilters)) setFilters(fromAddress);
    // Once per mount: later changes of the address are this list's own, or Back's (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time flag after hydration
    setReady(true);
  }, []);

  // A link to the list itself goes to its address without a query, in a new history entry. Back
  // to the filtered one keeps the list mounted (same route): its filters come from the address.
  useOnFreshVisit(() => setFilters(emptyJobFilters));
  useEffect(() => {
    const listPath = window.location.pathname;
    const fromAddress = () => {
      if (window.location.pathname === listPath) setFilters(parseJobFilters(new URLSearchParams(window.location.search)));
    };
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  const results = useMemo(() => filterJobs(jobs, filters), [jobs, filters]);
  const active = hasActiveJobFilters(filters);

  // A removed chip takes the focus with it: it goes to the field that sets that filter, and from
  // 'Clear filters' to the search, rather than back to the top of the page.
  const clear = (next: JobFilters, field: string) => {
    update(next);
    document.getElementById(field)?.focus();
  };
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (filters.query) chips.push({ key: 'query', label: fillIn(labels.searchChip, { query: filters.query }), remove: () => clear({ ...filters, query: '' }, 'job-search') });
  const subsidiary = jobSubsidiaryOptions.find((o) => o.value === filters.subsidiary);
  if (subsidiary) chips.push({ key: 'subsidiary', label: subsidiary.label, remove: () => clear({ ...filters, subsidiary: null }, 'job-subsidiary') });
  const location = jobLocationOptions.find((o) => o.value === filters.location);
  if (location) chips.push({ key: 'location', label: location.label, remove: () => clear({ ...filters, location: null }, 'job-location') });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Filtering is live; submitting (Enter) must not reload the page.
    event.preventDefault();
  };

  if (jobs.length === 0) {
    return (
      <div className="rounded-xl border bg-card p-8 text-center" data-testid="no-openings">
        <h3 className="text-lg font-semibold">{labels.noOpeningsTitle}</h3>
        <p className="mt-2 text-muted-foreground">{labels.noOpeningsText}</p>
        <div className="mt-6 flex justify-center">{spontaneous}</div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form ref={form} method="get" action="#offres" role="search" onSubmit={onSubmit} data-ready={ready || undefined} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
        <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="job-search" className="text-sm font-medium">
            {labels.searchLabel}
          </label>
          <SearchInput
            id="job-search"
            name={jobFilterParams.query}
            value={filters.query}
            onChange={(e) => update({ ...filters, query: e.target.value })}
            placeholder={labels.searchPlaceholder}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="job-subsidiary" className="text-sm font-medium">
            {labels.subsidiaryLabel}
          </label>
          <select
            id="job-subsidiary"
            name={jobFilterParams.subsidiary}
            value={filters.subsidiary ?? ''}
            onChange={(e) => update({ ...filters, subsidiary: jobSubsidiaryOptions.find((o) => o.value === e.target.value)?.value ?? null })}
            className={fieldClass}
          >
            <option value="">{labels.allSubsidiaries}</option>
            {jobSubsidiaryOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="job-location" className="text-sm font-medium">
            {labels.locationLabel}
          </label>
          <select
            id="job-location"
            name={jobFilterParams.location}
            value={filters.location ?? ''}
            onChange={(e) => update({ ...filters, location: jobLocationOptions.find((o) => o.value === e.target.value)?.value ?? null })}
            className={fieldClass}
          >
            <option value="">{labels.allLocations}</option>
            {jobLocationOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline" className="sm:col-span-2 lg:col-span-1">
          {labels.apply}
        </Button>
      </form>

      <div className="flex flex-wrap items-center gap-3">
        <LiveCount
          texts={labels.resultCount}
          count={results.length}
          selection={`${filters.subsidiary ?? ''}:${filters.location ?? ''}`}
          className="font-medium"
          testId="job-count"
        />
        {active && (
          <>
            <ul aria-label={labels.activeFilters} className="flex flex-wrap gap-2" data-testid="filter-chips">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    onClick={chip.remove}
                    aria-label={fillIn(labels.removeFilter, { label: chip.label })}
                    className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-sm text-secondary-foreground hover:bg-secondary/80 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {chip.label}
                    <XIcon className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
            <Button type="button" variant="link" size="sm" onClick={() => clear(emptyJobFilters, 'job-search')}>
              {labels.clearAll}
            </Button>
          </>
        )}
      </div>

      {results.length === 0 ? (
        <div className="rounded-xl border bg-card p-8 text-center" data-testid="no-match">
          <h3 className="text-lg font-semibold">{labels.noMatchTitle}</h3>
          <p className="mt-2 text-muted-foreground">{labels.noMatchText}</p>
          <div className="mt-6 flex justify-center">{spontaneous}</div>
        </div>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {results.map((job) => (
            <li key={job.slug} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm" data-testid="job-card">
              <p className="text-sm font-medium text-primary">{job.company}</p>
              <h3 className="mt-1 text-lg font-semibold">{job.title}</h3>
              {/* Icons keep their size and sit on the first line when the text wraps. */}
              <p className="mt-3 flex items-start gap-2 text-sm text-muted-foreground">
                <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                {job.location}
              </p>
              <p className="mt-1 flex items-start gap-2 text-sm text-muted-foreground">
                <BriefcaseIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                {job.department} · {job.jobType}
              </p>
              {/* The wrapper takes the card's spare height: stretched itself, the clamped text showed a
                  fourth line below its ellipsis. */}
              <div className="mt-3 flex-1">
                <p className="line-clamp-3 text-sm">{job.shortDescription}</p>
              </div>
              <ul aria-label={labels.tagsLabel} className="mt-4 flex flex-wrap gap-2">
                {job.tags.slice(0, 2).map((tag) => (
                  <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground" data-testid="job-tag">
                    {tag}
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-5 self-start">
                <Link href={`/carrieres/offres/${job.slug}`}>
                  {labels.moreDetails}
                  <LinkSubject title={job.title} />
                  <ArrowRightIcon aria-hidden />
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
