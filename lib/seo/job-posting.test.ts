import { getActiveJob, localizeJob, jobOffers, type JobOffer } from '@/lib/content/jobs';
import { buildJobPosting, jobPostingDescription, salaryCurrency } from './job-posting';

describe('salaryCurrency', () => {
  it('is CAD when the location mentions Canada, in any case', () => {
    expect(salaryCurrency('Montréal, Canada')).toBe('CAD');
    expect(salaryCurrency('Toronto, CANADA')).toBe('CAD');
  });

  it('is USD otherwise', () => {
    expect(salaryCurrency('Nairobi, Kenya')).toBe('USD');
    expect(salaryCurrency('Bujumbura, Burundi')).toBe('USD');
    expect(salaryCurrency('')).toBe('USD');
  });
});

describe('buildJobPosting', () => {
  const job = getActiveJob('hr-talent-manager-nairobi', 'en');
  if (!job) throw new Error('fixture offer missing');
  const posting = buildJobPosting({ job, url: 'https://solio.example/en/carrieres/offres/hr-talent-manager-nairobi', description: '<p>Full offer</p>' });

  it('carries what Google job results need', () => {
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'HR & Talent Manager',
      description: '<p>Full offer</p>',
      datePosted: '2026-10-01',
      validThrough: '2027-01-31T23:59:59Z',
      employmentType: ['FULL_TIME'],
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Growth Energy',
        sameAs: 'https://growth-energy.example',
        logo: expect.stringMatching(/^https?:\/\/[^/]+\/images\/logos\/growth-energy\.svg$/),
        parentOrganization: { '@type': 'Organization', name: 'Solio' },
      },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { minValue: 2500, maxValue: 3500, unitText: 'MONTH' } },
    });
  });

  it('marks a fixed-term contract as temporary too', () => {
    const fixedTerm = getActiveJob('accountant-operations-officer-bujumbura', 'fr');
    if (!fixedTerm) throw new Error('fixture offer missing');
    expect(fixedTerm.jobType).toMatch(/^CDD/);
    expect(buildJobPosting({ job: fixedTerm, url: 'https://solio.example/x', description: 'x' }).employmentType).toEqual(['FULL_TIME', 'TEMPORARY']);
  });

  it('uses CAD for an offer located in Canada', () => {
    const canadian = localizeJob({ ...(jobOffers[0] as JobOffer), location: 'Montréal, Canada', locationEn: 'Montreal, Canada' }, 'fr');
    const result = buildJobPosting({ job: canadian, url: 'https://solio.example/x', description: 'x' });
    expect(result.baseSalary.currency).toBe('CAD');
    expect(result.jobLocation.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Montréal', addressCountry: 'CA' });
  });
});

describe('jobPostingDescription', () => {
  it('describes the offer as escaped HTML with its responsibilities', () => {
    const job = getActiveJob('finance-admin-manager-nairobi', 'en');
    if (!job) throw new Error('fixture offer missing');
    const html = jobPostingDescription(job);
    expect(html).toContain('<h3>Cash and financing</h3><ul><li>Build and track the 13-week cash plan.</li>');
    expect(html).not.toContain('& ');
    expect(jobPostingDescription({ ...job, shortDescription: '<b>x</b>' })).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
