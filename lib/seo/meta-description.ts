// Search engines show about 160 characters of a description, and cut it where they like. A page's
// description is often its first paragraph or, from WordPress, its whole text: it is shortened here,
// once for every page, at a sentence end when one falls late enough, otherwise between two words.
// Titles with a length limit of their own (a NewsArticle headline, the Open Graph card) are
// shortened between two words only: a title cut at a sentence end would not say it was cut.

const metaDescriptionLength = 160;

/** Runs of spaces and line breaks as one space. No-break spaces stay: French holds '1 000' and 'Solio :' together with them. */
export function collapseSpaces(text: string): string {
  return text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
}

/** Whether the text may be cut at this space: not inside a number written in groups of digits ('1 200'). */
function isBreak(text: string, index: number): boolean {
  return text[index] === ' ' && !(/\d/.test(text[index - 1] ?? '') && /^\d{3}(?!\d)/.test(text.slice(index + 1, index + 5)));
}

/** The text in at most `maxLength` characters, spaces collapsed; when shortened, it ends on a whole word and an ellipsis. */
export function shortenAtWord(text: string, maxLength: number): string {
  const collapsed = collapseSpaces(text);
  if (collapsed.length <= maxLength) return collapsed;
  // One character is kept for the ellipsis; the last word counts when a space follows it.
  let end = maxLength - 1;
  while (end > 0 && !isBreak(collapsed, end)) end -= 1;
  // A single word longer than the room is cut inside: nothing else would fit.
  const cut = collapsed.slice(0, end > 0 ? end : maxLength - 1);
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

export function metaDescription(text: string, maxLength = metaDescriptionLength): string {
  const collapsed = collapseSpaces(text);
  if (collapsed.length <= maxLength) return collapsed;
  const room = collapsed.slice(0, maxLength);
  const sentenceEnd = Math.max(room.lastIndexOf('. '), room.lastIndexOf('! '), room.lastIndexOf('? '));
  if (sentenceEnd >= maxLength / 2) return room.slice(0, sentenceEnd + 1);
  return shortenAtWord(collapsed, maxLength);
}
