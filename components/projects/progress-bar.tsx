import { clampProgress, progressBarClass, progressColour } from '@/lib/projects/progress';
import { cn } from '@/lib/utils';

/** `valueText`: the percentage as the page's language writes it (65 % in French, 65% in English). */
export function ProgressBar({ value, label, valueText, className }: { value: number; label: string; valueText: string; className?: string }) {
  const progress = clampProgress(value);
  const colour = progressColour(progress);
  return (
    <div className={className}>
      {/* The bar itself tells assistive technology its label and value: this row is for the eye. */}
      <div aria-hidden className="mb-1 flex justify-between text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold">{valueText}</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-valuetext={valueText} className="h-2.5 overflow-hidden rounded-full bg-muted">
        <div data-colour={colour} className={cn('h-full rounded-full', progressBarClass[colour])} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
