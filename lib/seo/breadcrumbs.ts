// Where each nested page sits in the site, for its BreadcrumbList: the home page, then the section
// page it belongs to. Path segments that are not pages themselves (/actualites, /gouvernance) are skipped.
import type { NavLink } from '@/lib/navigation-menu';

const home: NavLink = { href: '/', route: 'home' };

const sections: { prefix: string; parent: NavLink }[] = [
  { prefix: '/filiales/', parent: { href: '/nos-filiales', route: 'ourSubsidiaries' } },
  { prefix: '/actualites/communiques/', parent: { href: '/actualites/communiques', route: 'pressReleases' } },
  { prefix: '/actualites/articles/', parent: { href: '/actualites/communiques', route: 'pressReleases' } },
  { prefix: '/actualites/evenements/', parent: { href: '/actualites/evenements', route: 'events' } },
  { prefix: '/actualites/projets/', parent: { href: '/actualites/projets', route: 'projects' } },
  { prefix: '/carrieres/offres/', parent: { href: '/carrieres/rejoignez-nous', route: 'joinUs' } },
];

/** The pages above `path`, from the home page down; the page itself is not included. */
export function breadcrumbParents(path: string): NavLink[] {
  const section = sections.find(({ prefix }) => path.startsWith(prefix));
  return section ? [home, section.parent] : [home];
}
