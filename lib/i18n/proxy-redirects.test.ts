import { getActiveJobSlugs } from '@/lib/content/jobs';
import { redirectTarget } from '@/proxy';

describe('redirectTarget', () => {
  it.each([
    ['/job', '/carrieres/rejoignez-nous#offres', 307],
    ['/en/job', '/en/carrieres/rejoignez-nous#offres', 307],
    ['/showrooms', '/en/showrooms', 308],
    ['/fr/showrooms/zanzibar', '/en/showrooms/zanzibar', 308],
    ['/EN/contact', '/en/contact', 308],
    ['/En', '/en', 308],
    ['/FR/contact', '/contact', 308],
    ['/Fr', '/', 308],
    // The other rules apply to the lowered prefix, in the same redirect.
    ['/FR/showrooms', '/en/showrooms', 308],
    ['/EN/job', '/en/carrieres/rejoignez-nous#offres', 307],
    ['/FR/carrieres/offres/no-such-offer', '/carrieres/rejoignez-nous', 307],
    ['/En/filtered/carrieres/rejoignez-nous', '/en/carrieres/rejoignez-nous', 308],
    ['/carrieres/offres/no-such-offer', '/carrieres/rejoignez-nous', 307],
    ['/en/carrieres/offres/solar-project-engineer-zanzibar', '/en/carrieres/rejoignez-nous', 307],
    // The routes that render a filtered list are not addresses of their own.
    ['/filtered/carrieres/rejoignez-nous', '/carrieres/rejoignez-nous', 308],
    ['/en/filtered/carrieres/rejoignez-nous', '/en/carrieres/rejoignez-nous', 308],
    ['/fr/filtered/carrieres/rejoignez-nous/', '/carrieres/rejoignez-nous', 308],
    ['/filtered/actualites/communiques', '/actualites/communiques', 308],
    ['/en/filtered/actualites/evenements', '/en/actualites/evenements', 308],
    ['/fr/filtered/actualites/projets', '/actualites/projets', 308],
    ['/en/filtered/media/', '/en/media', 308],
    ['/fr', '/', 308],
    ['/fr/contact', '/contact', 308],
    // A trailing slash is trimmed in the same redirect as the other rules.
    ['/contact/', '/contact', 308],
    ['/en/', '/en', 308],
    ['/en/actualites/communiques//', '/en/actualites/communiques', 308],
    ['/api/contact/', '/api/contact', 308],
    ['/fr/', '/', 308],
    ['/fr/showrooms/', '/en/showrooms', 308],
    ['/Fr/contact/', '/contact', 308],
    ['/job/', '/carrieres/rejoignez-nous#offres', 307],
    ['/fr/carrieres/offres/no-such-offer/', '/carrieres/rejoignez-nous', 307],
    ['/en/carrieres/offres/hr-talent-manager-nairobi/', '/en/carrieres/offres/hr-talent-manager-nairobi', 308],
    // Control characters copied with a link are dropped, with the other rules in the same redirect.
    ['/contact%0A', '/contact', 308],
    ['/en/media%0d%0a', '/en/media', 308],
    ['/%09fr/contact%7F/', '/contact', 308],
    ['/%00', '/', 308],
    // What the control characters separated never becomes '//evil.com', another host to a browser.
    ['/%09/evil.com', '/evil.com', 308],
    ['/fr/%09/evil.com/x', '/evil.com/x', 308],
    ['/%0D%0A/%7F/evil.com', '/evil.com', 308],
    ['/%09\\evil.com', '/evil.com', 308],
    ['/%09/fr/contact', '/contact', 308],
    ['/fr//evil.com', '/evil.com', 308],
    ['/FR/\\evil.com', '/evil.com', 308],
    // An active offer typed in capitals leads to it.
    ['/carrieres/offres/HR-TALENT-MANAGER-NAIROBI', '/carrieres/offres/hr-talent-manager-nairobi', 308],
    ['/en/carrieres/offres/Finance-Admin-Manager-Nairobi/', '/en/carrieres/offres/finance-admin-manager-nairobi', 308],
  ])('sends %s to %s (%i)', (from, path, status) => {
    expect(redirectTarget(from)).toEqual({ path, status });
  });

  it.each([
    ['/%ZZ', '/%25ZZ'],
    ['/actualites/communiques/solaire-100%', '/actualites/communiques/solaire-100%25'],
    ['/en/actualites/projets/%E0%A4%A', '/en/actualites/projets/%25E0%25A4%25A'],
    ['/api/contact%', '/api/contact%25'],
    // The other rules apply in the same redirect.
    ['/%ZZ/', '/%25ZZ'],
    ['/fr/%ZZ', '/%25ZZ'],
  ])('takes the percent signs of %s literally: %s', (from, path) => {
    expect(redirectTarget(from)).toEqual({ path, status: 308 });
  });

  it.each(['/', '/en', '/en/showrooms', '/contact', '/ENGLISH', '/jobs', '/carrieres/offres/a/b', '/filtered', '/filtered/contact', '/en/filtered/en/media', '/actualites/communiques/filtered', '/actualites/communiques/caf%C3%A9', '/%25ZZ'])('leaves %s alone', (path) => {
    expect(redirectTarget(path)).toBeNull();
  });

  it.each(getActiveJobSlugs().flatMap((slug) => [`/carrieres/offres/${slug}`, `/en/carrieres/offres/${slug}`]))('leaves the active job offer %s alone', (path) => {
    expect(redirectTarget(path)).toBeNull();
  });
});
