// The title an Open Graph card can draw with the fonts the project ships, in the room its layout gives.
import { collapseSpaces, shortenAtWord } from './meta-description';

// The characters of the two subsets shipped (their unicode-range in @fontsource/inter). Any other
// one, an emoji or a letter of another script, would make the renderer fetch a font or an emoji
// picture from a CDN: the card leaves it out instead.
const drawable = /[\u0000-\u02ff\u0304\u0308\u0329\u1d00-\u1dbf\u1e00-\u1eff\u2000-\u206f\u20a0-\u20c0\u2113\u2122\u2191\u2193\u2212\u2215\u2c60-\u2c7f\ua720-\ua7ff]/u;

/** The title reduced to what the card's fonts can draw, spaces collapsed; empty when nothing is left. */
export function drawableTitle(title: string): string {
  return collapseSpaces(
    [...title.normalize('NFC').replace(/\p{Cc}/gu, ' ').replace(/\p{Cf}/gu, '')].filter((character) => drawable.test(character)).join(''),
  );
}

/**
 * About four lines of the card's 56 px type for French text: the layout holds five between the
 * brand and the tagline, and the fifth is the margin for long words and wide capitals.
 */
const ogTitleMaxLength = 120;

/** The card's title: drawable characters only, shortened between two words when the card cannot hold it. */
export function ogCardTitle(title: string): string {
  return shortenAtWord(drawableTitle(title), ogTitleMaxLength);
}
