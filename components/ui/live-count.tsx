/**
 * The number of results, said to screen readers when a search or a filter changes it (the cards
 * show it to everyone else). `texts[count]` is resolved on the server: no message formatter ships
 * to the browser.
 */
export function LiveCount({ texts, count }: { texts: string[]; count: number }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-count">
      {texts[count] ?? ''}
    </p>
  );
}
