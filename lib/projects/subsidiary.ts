// Subsidiaries of projects as the list shows them: its tabs and labels.
import type { SubsidiaryId } from '@/lib/content/types';

export const subsidiaryIds: SubsidiaryId[] = ['growth-energy', 'asking', 'mfg-technologies', 'gem'];

const labels: Record<SubsidiaryId, string> = {
  'growth-energy': 'Growth Energy',
  asking: 'Asking',
  'mfg-technologies': 'MFG Technologies',
  gem: 'GEM E-Mobility',
};

export function subsidiaryLabel(id: string, other: string): string {
  return id in labels ? labels[id as SubsidiaryId] : other;
}
