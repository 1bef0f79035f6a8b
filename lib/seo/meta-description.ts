// Search engines show about 160 characters of a description, and cut it where they like. A page's
// description is often its first paragraph or, from WordPress, its whole text: it is shortened here,
// once for every page, at a sentence end when one falls late enough, otherwise between two words.

export const metaDescriptionLength = 160;

export function metaDescription(text: string, maxLength = metaDescriptionLength): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= maxLength) return collapsed;
  const room = collapsed.slice(0, maxLength);
  const sentenceEnd = Math.max(room.lastIndexOf('. '), room.lastIndexOf('! '), room.lastIndexOf('? '));
  if (sentenceEnd >= maxLength / 2) return room.slice(0, sentenceEnd + 1);
  // One character is kept for the ellipsis; the last word counts when a space follows it.
  const words = collapsed.slice(0, maxLength - 1);
  const lastSpace = words.lastIndexOf(' ');
  const cut = collapsed[maxLength - 1] === ' ' || lastSpace <= 0 ? words : words.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}
