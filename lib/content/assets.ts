// Every image and video the corporate pages show, in one place, so real assets replace the generated ones here.
import type { SubsidiarySlug } from './subsidiaries';

export type ImageAsset = { src: string; width: number; height: number };

export const brandAssets = {
  groupLogo: { src: '/images/logos/solio.svg', width: 264, height: 72 },
  heroPoster: { src: '/images/hero/hero-poster.jpg', width: 1280, height: 720 },
  heroVideo: { webm: '/videos/hero-loop.webm', mp4: '/videos/hero-loop.mp4' },
} as const;

export const subsidiaryLogos: Record<SubsidiarySlug, ImageAsset> = {
  'growth-energy': { src: '/images/logos/growth-energy.svg', width: 240, height: 64 },
  asking: { src: '/images/logos/asking.svg', width: 240, height: 64 },
  'mfg-technologies': { src: '/images/logos/mfg-technologies.svg', width: 240, height: 64 },
  'gem-e-mobility': { src: '/images/logos/gem-e-mobility.svg', width: 240, height: 64 },
};

export const subsidiaryCovers: Record<SubsidiarySlug, ImageAsset> = {
  'growth-energy': { src: '/images/covers/growth-energy.svg', width: 800, height: 450 },
  asking: { src: '/images/covers/asking.svg', width: 800, height: 450 },
  'mfg-technologies': { src: '/images/covers/mfg-technologies.svg', width: 800, height: 450 },
  'gem-e-mobility': { src: '/images/covers/gem-e-mobility.svg', width: 800, height: 450 },
};

/** Portrait placeholders (initials on a brand tint) until real photographs are supplied. */
export function portraitAsset(personId: string): ImageAsset {
  return { src: `/images/people/${personId}.svg`, width: 320, height: 320 };
}

export function certificationLogo(certificationId: string): ImageAsset {
  return { src: `/images/certifications/${certificationId}.svg`, width: 96, height: 96 };
}
