import { belongsToGroup, headerGroups } from './navigation-menu';

const groupOf = (pathname: string) => headerGroups.filter((group) => belongsToGroup(pathname, group.links)).map((group) => group.id);

describe('belongsToGroup', () => {
  it('places each menu link in its own group only', () => {
    for (const group of headerGroups) {
      for (const link of group.links) expect(groupOf(link.href)).toEqual([group.id]);
    }
  });

  it('places pages the menus do not list in the section they are under', () => {
    expect(groupOf('/actualites/communiques/solio-inaugure-un-site')).toEqual(['news']);
    expect(groupOf('/actualites/evenements/salon-energie-2026')).toEqual(['news']);
    expect(groupOf('/carrieres/offres/hr-talent-manager-nairobi')).toEqual(['careers']);
  });

  it('places the home page and pages outside the menus in no group', () => {
    for (const pathname of ['/', '/media', '/presence', '/showrooms', '/legal/privacy-policy', '/presentations']) {
      expect(groupOf(pathname)).toEqual([]);
    }
  });
});
