// Accents taken off letters ('Événement' → 'Evenement'), for comparisons and slugs that ignore them.

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
