// The group's key figures (spec §9): shown on the presentation page and as animated counters.
import type { Localized } from './localized';

export type CounterFigure = {
  id: string;
  /** The number the counter animates to and the server renders. */
  value: number;
  prefix?: string;
  suffix?: string;
  label: Localized;
};

export const groupFigures = {
  foundedYear: 2019,
  renamedYear: 2025,
  solarPlantKw: 500,
  householdsElectrified: 2000,
} as const;

export const impactStatistics: CounterFigure[] = [
  { id: 'lives', value: 37000, label: { fr: 'vies améliorées par nos projets', en: 'lives improved by our projects' } },
  { id: 'projects', value: 30, prefix: '+', label: { fr: 'projets réalisés', en: 'projects delivered' } },
  { id: 'countries', value: 5, label: { fr: 'pays d’intervention', en: 'countries of operation' } },
];

export function formatFigure(figure: Pick<CounterFigure, 'prefix' | 'suffix'>, value: number, locale: string): string {
  return `${figure.prefix ?? ''}${new Intl.NumberFormat(locale).format(value)}${figure.suffix ?? ''}`;
}
