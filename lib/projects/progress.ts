// Progress of a project: clamped percentage and the colour band of spec §4.

export type ProgressColour = 'red' | 'orange' | 'yellow' | 'green';

export function clampProgress(value: number | undefined | null): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Below 25 red, below 50 orange, below 75 yellow, otherwise green. */
export function progressColour(value: number | undefined | null): ProgressColour {
  const progress = clampProgress(value);
  if (progress < 25) return 'red';
  if (progress < 50) return 'orange';
  if (progress < 75) return 'yellow';
  return 'green';
}

/** Bar fill per colour (non-text, so contrast rules for text do not apply). */
export const progressBarClass: Record<ProgressColour, string> = {
  red: 'bg-red-600',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-400',
  green: 'bg-green-600',
};
