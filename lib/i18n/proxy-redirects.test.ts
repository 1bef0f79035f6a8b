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
    ['/carrieres/offres/no-such-offer', '/carrieres/rejoignez-nous', 307],
    ['/en/carrieres/offres/solar-project-engineer-zanzibar', '/en/carrieres/rejoignez-nous', 307],
  ])('sends %s to %s (%i)', (from, path, status) => {
    expect(redirectTarget(from)).toEqual({ path, status });
  });

  it.each(['/', '/en', '/en/showrooms', '/contact', '/fr/contact', '/ENGLISH', '/jobs', '/carrieres/offres/a/b'])('leaves %s alone', (path) => {
    expect(redirectTarget(path)).toBeNull();
  });

  it.each(getActiveJobSlugs().flatMap((slug) => [`/carrieres/offres/${slug}`, `/en/carrieres/offres/${slug}`]))('leaves the active job offer %s alone', (path) => {
    expect(redirectTarget(path)).toBeNull();
  });
});
