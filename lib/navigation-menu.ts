// The header's menu groups and the footer's links, as spec'd: labels come from the `Routes` messages.
import type { Messages } from 'next-intl';

export type RouteKey = keyof Messages['Routes'];
export type NavLink = { href: string; route: RouteKey };
export type NavGroup = { id: keyof Messages['Navigation']['groups']; links: NavLink[] };

export const headerGroups: NavGroup[] = [
  {
    id: 'about',
    links: [
      { href: '/presentation', route: 'presentation' },
      { href: '/mission-vision', route: 'missionVision' },
      { href: '/certifications', route: 'certifications' },
      { href: '/culture', route: 'culture' },
      { href: '/activites', route: 'activities' },
    ],
  },
  {
    id: 'subsidiaries',
    links: [
      { href: '/nos-filiales', route: 'ourSubsidiaries' },
      { href: '/filiales/growth-energy', route: 'growthEnergy' },
      { href: '/filiales/asking', route: 'asking' },
      { href: '/filiales/mfg-technologies', route: 'mfgTechnologies' },
      { href: '/filiales/gem-e-mobility', route: 'gemEMobility' },
    ],
  },
  {
    id: 'governance',
    links: [
      { href: '/gouvernance/direction', route: 'direction' },
      { href: '/gouvernance/comite-executif', route: 'executiveCommittee' },
    ],
  },
  {
    id: 'news',
    links: [
      { href: '/actualites/communiques', route: 'pressReleases' },
      { href: '/actualites/evenements', route: 'events' },
      { href: '/actualites/projets', route: 'projects' },
    ],
  },
  {
    id: 'careers',
    links: [
      { href: '/carrieres/engagements-rh', route: 'hrCommitments' },
      { href: '/carrieres/rejoignez-nous', route: 'joinUs' },
    ],
  },
  { id: 'contact', links: [{ href: '/contact', route: 'contact' }] },
];

/**
 * Whether a page belongs to a header group: its first path segment is that of one of the group's
 * links, so an article belongs to News and a job offer to Careers, not only the pages listed.
 */
export function belongsToGroup(pathname: string, links: { href: string }[]): boolean {
  const section = firstSegment(pathname);
  return section !== '' && links.some((link) => firstSegment(link.href) === section);
}

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

// The media library is in no menu of the spec: without this link, press looking for the logos and
// photos would not find it.
export const footerQuickLinks: NavLink[] = [
  { href: '/presentation', route: 'presentation' },
  { href: '/nos-filiales', route: 'ourSubsidiaries' },
  { href: '/actualites/communiques', route: 'pressReleases' },
  { href: '/media', route: 'media' },
  { href: '/carrieres/rejoignez-nous', route: 'joinUs' },
  { href: '/presence', route: 'presence' },
  { href: '/contact', route: 'contact' },
];

export const legalLinks: NavLink[] = [
  { href: '/legal/privacy-policy', route: 'privacyPolicy' },
  { href: '/legal/terms-of-service', route: 'termsOfService' },
];
