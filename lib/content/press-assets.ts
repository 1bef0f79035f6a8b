// Images of the bundled press releases and the cards' placeholder: generated SVGs, one place to swap real ones in.
import type { Locale } from '@/lib/i18n/routing';
import type { ContentImage } from './types';

type BilingualImage = { src: string; width: number; height: number; alt: Record<Locale, string> };

export const pressImages = {
  solarPlant: { src: '/images/press/solar-plant.svg', width: 1200, height: 800, alt: { fr: 'Illustration d’une centrale solaire au coucher du soleil', en: 'Illustration of a solar plant at sunset' } },
  evCharger: { src: '/images/press/ev-charger.svg', width: 1200, height: 800, alt: { fr: 'Illustration d’une borne de recharge électrique', en: 'Illustration of an electric vehicle charger' } },
  partnership: { src: '/images/press/partnership.svg', width: 1200, height: 800, alt: { fr: 'Illustration de deux partenaires qui se rejoignent', en: 'Illustration of two partners joining' } },
  digital: { src: '/images/press/digital.svg', width: 1200, height: 800, alt: { fr: 'Illustration d’un tableau de bord numérique', en: 'Illustration of a digital dashboard' } },
  placeholder: { src: '/images/press/placeholder.svg', width: 1200, height: 800, alt: { fr: 'Image non disponible', en: 'Image not available' } },
} satisfies Record<string, BilingualImage>;

export function localizedImage(image: BilingualImage, locale: Locale): ContentImage {
  return { src: image.src, width: image.width, height: image.height, alt: image.alt[locale] };
}

/**
 * The image of a press or event card whose item has none (spec: 'placeholder fallback'). It only
 * fills the card's frame, the title beside it names the item: screen readers skip it.
 */
export const cardPlaceholder: ContentImage = { src: pressImages.placeholder.src, width: pressImages.placeholder.width, height: pressImages.placeholder.height, alt: '' };
