// Subsidiaries of projects: the free-text mapping of spec §3 and the displayed labels.
import type { SubsidiaryId } from '@/lib/content/types';

export const subsidiaryIds: SubsidiaryId[] = ['growth-energy', 'asking', 'mfg-technologies', 'gem'];

const labels: Record<SubsidiaryId, string> = {
  'growth-energy': 'Growth Energy',
  asking: 'Asking',
  'mfg-technologies': 'MFG Technologies',
  gem: 'GEM E-Mobility',
};

/** Contains growth or energy → growth-energy; asking; mfg or technologies; gem or mobility; else growth-energy. */
export function subsidiaryFromText(text: string | undefined | null): SubsidiaryId {
  const value = (text ?? '').toLowerCase();
  if (value.includes('growth') || value.includes('energy')) return 'growth-energy';
  if (value.includes('asking')) return 'asking';
  if (value.includes('mfg') || value.includes('technologies')) return 'mfg-technologies';
  if (value.includes('gem') || value.includes('mobility')) return 'gem';
  return 'growth-energy';
}

export function subsidiaryLabel(id: string, other: string): string {
  return id in labels ? labels[id as SubsidiaryId] : other;
}
