// Schema.org JobPosting structured data for a job offer (what Google's job results read).
import type { JsonLdObject } from './json-ld';
import { brandAssets, subsidiaryLogos } from '@/lib/content/assets';
import type { LocalizedJob } from '@/lib/content/jobs';
import { getSubsidiary } from '@/lib/content/subsidiaries';
import { siteConfig } from '@/lib/site-config';
import { escapeHtml } from '@/lib/text/escape-html';
import { postalAddress } from './postal-address';

/** Spec §9: CAD when the location mentions Canada, USD otherwise. */
export function salaryCurrency(location: string): 'CAD' | 'USD' {
  return /canada/i.test(location) ? 'CAD' : 'USD';
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The offer as simple HTML (Google accepts p, ul, li, h tags in a JobPosting description). */
export function jobPostingDescription(job: LocalizedJob): string {
  return [
    `<p>${escapeHtml(job.shortDescription)}</p>`,
    ...job.programParagraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...job.dutiesAndResponsibilities.map((group) => `<h3>${escapeHtml(group.title)}</h3>${list(group.items)}`),
    list([...job.educationalQualification, ...job.expectedExperience, ...job.personalAndTechnicalSkills]),
    list(job.whatWeOffer),
    `<p>${escapeHtml(job.applicationInstructions)}</p>`,
  ].join('');
}

/** The subsidiary that hires, with its own site and logo, part of the group. */
function hiringOrganization(job: LocalizedJob) {
  const subsidiary = getSubsidiary(job.subsidiary);
  return {
    '@type': 'Organization',
    name: job.company,
    sameAs: subsidiary.url,
    logo: `${siteConfig.url}${subsidiaryLogos[subsidiary.id].src}`,
    parentOrganization: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url, logo: `${siteConfig.url}${brandAssets.groupLogo.src}` },
  };
}

type JobPostingInput = { job: LocalizedJob; url: string; description: string };

/** `description` is the full offer as HTML or text, which Google requires in the posting itself. */
export function buildJobPosting({ job, url, description }: JobPostingInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.id },
    datePosted: job.postedDate,
    validThrough: `${job.validThrough}T23:59:59Z`,
    employmentType: job.employmentType,
    hiringOrganization: hiringOrganization(job),
    jobLocation: { '@type': 'Place', address: postalAddress(job.location) },
    directApply: true,
    url,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: salaryCurrency(job.location),
      value: { '@type': 'QuantitativeValue', minValue: job.baseSalary.min, maxValue: job.baseSalary.max, unitText: 'MONTH' },
    },
  } satisfies JsonLdObject;
}
