import { clampProgress, progressBarClass, progressColour } from '@/lib/projects/progress';
import { cn } from '@/lib/utils';

export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const progress = clampProgress(value);
  const colour = progressColour(progress);
  return (
    <div className={className}>
      <div className="mb-1 flex justify-between text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold">{progress} %</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2.5 overflow-hidden rounded-full bg-muted">
        <div data-colour={colour} className={cn('h-full rounded-full', progressBarClass[colour])} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
