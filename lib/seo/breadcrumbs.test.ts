import { breadcrumbParents } from './breadcrumbs';

describe('breadcrumbParents', () => {
  it('puts a detail page under its list', () => {
    expect(breadcrumbParents('/actualites/communiques/CP-2026-003').map((link) => link.href)).toEqual(['/', '/actualites/communiques']);
    expect(breadcrumbParents('/actualites/articles/12').map((link) => link.href)).toEqual(['/', '/actualites/communiques']);
    expect(breadcrumbParents('/actualites/evenements/salon').map((link) => link.href)).toEqual(['/', '/actualites/evenements']);
    expect(breadcrumbParents('/actualites/projets/kira').map((link) => link.href)).toEqual(['/', '/actualites/projets']);
    expect(breadcrumbParents('/carrieres/offres/ingenieur').map((link) => link.href)).toEqual(['/', '/carrieres/rejoignez-nous']);
  });

  it('puts a subsidiary under the subsidiaries page', () => {
    expect(breadcrumbParents('/filiales/asking')).toEqual([
      { href: '/', route: 'home' },
      { href: '/nos-filiales', route: 'ourSubsidiaries' },
    ]);
  });

  it('skips path segments that are not pages, and a list is not its own parent', () => {
    expect(breadcrumbParents('/gouvernance/direction')).toEqual([{ href: '/', route: 'home' }]);
    expect(breadcrumbParents('/actualites/communiques')).toEqual([{ href: '/', route: 'home' }]);
  });
});
