// Server-side random order (spec README: shuffled at each render, never on the client).

export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Spec §9: 'Lire les autres communiqués' shows 2 picked at random among 4 other articles. */
export function pickOthers<T extends { id: string }>(items: readonly T[], currentId: string, random: () => number = Math.random): T[] {
  const candidates = items.filter((item) => item.id !== currentId).slice(0, 4);
  return shuffled(candidates, random).slice(0, 2);
}
