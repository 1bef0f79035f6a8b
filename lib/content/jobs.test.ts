import { getActiveJob, getActiveJobs, getActiveJobSlugs, jobOffers, localizeJob, type JobOffer } from './jobs';

const firstOffer: JobOffer = (() => {
  const offer = jobOffers[0];
  if (!offer) throw new Error('no offer');
  return offer;
})();

describe('job offers', () => {
  it('lists only active offers: the three of the spec', () => {
    expect(getActiveJobs('en').map((j) => `${j.title} (${j.location})`)).toEqual([
      'HR & Talent Manager (Nairobi, Kenya)',
      'Finance & Admin Manager (Nairobi, Kenya)',
      'Accountant & Operations Officer (Bujumbura, Burundi)',
    ]);
    expect(getActiveJobSlugs()).not.toContain('solar-project-engineer-zanzibar');
  });

  it('does not reach an inactive or unknown slug', () => {
    expect(getActiveJob('solar-project-engineer-zanzibar', 'fr')).toBeNull();
    expect(getActiveJob('nope', 'fr')).toBeNull();
    expect(getActiveJob('finance-admin-manager-nairobi', 'fr')?.title).toBe('Responsable administratif et financier');
  });

  it('gives every text field a complete English twin', () => {
    const twinned = Object.keys(firstOffer).filter((key) => key.endsWith('En'));
    expect(twinned.length).toBe(18);
    for (const offer of jobOffers) {
      for (const key of twinned) expect(offer[key as keyof typeof offer]).toBeTruthy();
      const fr = localizeJob(offer, 'fr');
      const en = localizeJob(offer, 'en');
      expect(en.dutiesAndResponsibilities).toHaveLength(fr.dutiesAndResponsibilities.length);
      expect(en.programParagraphs).toHaveLength(fr.programParagraphs.length);
      expect(en.tags).toHaveLength(fr.tags.length);
    }
  });

  it('falls back to the French text when an English twin is missing', () => {
    const job = localizeJob({ ...firstOffer, titleEn: undefined }, 'en');
    expect(job.title).toBe(firstOffer.title);
  });

  it('splits the position description into paragraphs at blank lines', () => {
    expect(localizeJob(firstOffer, 'fr').programParagraphs).toHaveLength(3);
  });

  it('quotes the probation period of 3 to 6 months', () => {
    expect(getActiveJob('hr-talent-manager-nairobi', 'fr')?.additionalInfo.join(' ')).toContain('3 à 6 mois');
    expect(getActiveJob('hr-talent-manager-nairobi', 'en')?.additionalInfo.join(' ')).toContain('3 to 6 months');
  });
});
