import { getActiveJobs } from '@/lib/content/jobs';
import { emptyJobFilters, filterJobs, hasActiveJobFilters, jobFiltersToSearch, matchesJobQuery, parseJobFilters } from './job-filters';

const fr = getActiveJobs('fr');
const en = getActiveJobs('en');
const titles = (jobs: { title: string }[]) => jobs.map((j) => j.title);

describe('matchesJobQuery', () => {
  const job = { title: 'Finance & Admin Manager', department: 'Finance & Administration', location: 'Nairobi, Kenya', shortDescription: 'Run the accounts', subsidiary: 'gem-e-mobility' as const };

  it('matches case-insensitively on title, department, location and short description', () => {
    expect(matchesJobQuery(job, 'ADMIN manager')).toBe(true);
    expect(matchesJobQuery(job, 'administration')).toBe(true);
    expect(matchesJobQuery(job, 'kenya')).toBe(true);
    expect(matchesJobQuery(job, 'ACCOUNTS')).toBe(true);
  });

  it('does not match other fields or absent text; an empty query matches', () => {
    expect(matchesJobQuery(job, 'gem')).toBe(false);
    expect(matchesJobQuery(job, 'Bujumbura')).toBe(false);
    expect(matchesJobQuery(job, '   ')).toBe(true);
  });
});

describe('filterJobs', () => {
  it('lists every active offer with no filter', () => {
    expect(filterJobs(en, emptyJobFilters)).toHaveLength(3);
  });

  it('filters by subsidiary', () => {
    expect(titles(filterJobs(en, { ...emptyJobFilters, subsidiary: 'gem-e-mobility' }))).toEqual(['Finance & Admin Manager']);
    expect(filterJobs(en, { ...emptyJobFilters, subsidiary: 'growth-energy' })).toHaveLength(2);
  });

  it('filters by location', () => {
    expect(titles(filterJobs(en, { ...emptyJobFilters, location: 'bujumbura' }))).toEqual(['Accountant & Operations Officer']);
    expect(filterJobs(fr, { ...emptyJobFilters, location: 'nairobi' })).toHaveLength(2);
  });

  it('combines search, subsidiary and location', () => {
    expect(titles(filterJobs(en, { query: 'manager', subsidiary: 'growth-energy', location: 'nairobi' }))).toEqual(['HR & Talent Manager']);
    expect(filterJobs(en, { query: 'manager', subsidiary: 'growth-energy', location: 'bujumbura' })).toEqual([]);
    expect(titles(filterJobs(fr, { query: 'comptab', subsidiary: null, location: 'bujumbura' }))).toEqual(['Comptable et chargé(e) des opérations']);
  });
});

describe('query round trip', () => {
  it('parses known values and ignores unknown ones', () => {
    expect(parseJobFilters(new URLSearchParams('q=%20rh%20&filiale=gem-e-mobility&lieu=nairobi'))).toEqual({ query: 'rh', subsidiary: 'gem-e-mobility', location: 'nairobi' });
    expect(parseJobFilters({ filiale: 'asking', lieu: 'paris' })).toEqual(emptyJobFilters);
    expect(parseJobFilters({ filiale: 'GEM-E-Mobility', lieu: 'Nairobi' })).toEqual({ query: '', subsidiary: 'gem-e-mobility', location: 'nairobi' });
    expect(parseJobFilters({ q: ['a', 'b'] }).query).toBe('a');
  });

  it('writes only active filters, and nothing when none is', () => {
    expect(jobFiltersToSearch(emptyJobFilters)).toBe('');
    const filters = { query: 'finance', subsidiary: 'growth-energy' as const, location: 'bujumbura' as const };
    expect(parseJobFilters(new URLSearchParams(jobFiltersToSearch(filters)))).toEqual(filters);
    expect(hasActiveJobFilters(filters)).toBe(true);
    expect(hasActiveJobFilters(emptyJobFilters)).toBe(false);
  });
});
