import { useState } from 'react';

/**
 * The number of results, said to screen readers when a search or a filter changes (the cards show
 * it to everyone else, and the job list writes it too). `texts[count]` is resolved on the server: no message formatter ships to the
 * browser. `selection` names the filter the list is narrowed by (a tag, a tab, a view): when it
 * changes, the count is said again even if the number is the same, since the list under it did. A
 * screen reader speaks a live region when its text changes, so the text gains or loses a trailing
 * no-break space. Typing in a search speaks only a new number.
 */
type LiveCountProps = {
  texts: string[];
  count: number;
  selection: string;
  /** Where the count is also shown (the job list), its own style; elsewhere screen readers alone get it. */
  className?: string;
  testId?: string;
};

export function LiveCount({ texts, count, selection, className = 'sr-only', testId = 'live-count' }: LiveCountProps) {
  const [said, setSaid] = useState({ selection, again: false });
  if (said.selection !== selection) setSaid({ selection, again: !said.again });
  return (
    <p className={className} aria-live="polite" aria-atomic="true" data-testid={testId}>
      {`${texts[count] ?? ''}${said.again ? '\u00a0' : ''}`}
    </p>
  );
}
