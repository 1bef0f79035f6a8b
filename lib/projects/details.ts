// What project pages show beyond the raw fields: search, growth-energy default figures, technical details.
import type { Project } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { matchesSearch } from '@/lib/text/search';

/** Over title, description and location (spec §5). */
export function matchesProjectSearch(project: Pick<Project, 'title' | 'description' | 'location'>, query: string): boolean {
  return matchesSearch([project.title, project.description, project.location], query);
}

export type ProjectFigures = { capacity?: string; annualCo2Reduction?: string; storage?: string };

/** Spec §9: growth-energy projects without figures show 600 kWc (kilowatt-peak: kWp in English), 350 t CO2 a year and 600 kWh. */
const growthEnergyDefaults: Record<Locale, ProjectFigures> = {
  fr: { capacity: '600 kWc', annualCo2Reduction: '350 t', storage: '600 kWh' },
  en: { capacity: '600 kWp', annualCo2Reduction: '350 t', storage: '600 kWh' },
};

/** Editors often write the CO2 figure as a bare number ('45 000'); it is in tonnes, like the spec's default. */
function withTonnes(value: string | undefined): string | undefined {
  return value && /^[\d\s.,\u00a0\u202f]+$/.test(value) ? `${value}\u00a0t` : value;
}

export function projectFigures(project: Pick<Project, 'subsidiary' | 'capacity' | 'annualCo2Reduction' | 'storage'>, locale: Locale): ProjectFigures {
  const defaults: ProjectFigures = project.subsidiary === 'growth-energy' ? growthEnergyDefaults[locale] : {};
  return {
    capacity: project.capacity?.trim() || defaults.capacity,
    annualCo2Reduction: withTonnes(project.annualCo2Reduction?.trim()) || defaults.annualCo2Reduction,
    storage: project.storage?.trim() || defaults.storage,
  };
}

const technicalDetailKeys = ['capacity', 'technology', 'storage', 'chargerType', 'powerSupply', 'connectivity', 'optimisation'] as const;
export type TechnicalDetailKey = (typeof technicalDetailKeys)[number];

/** The technical-details panel: each known value, growth-energy defaults included, in a fixed order. */
export function technicalDetails(project: Project, locale: Locale): { key: TechnicalDetailKey; value: string }[] {
  const figures = projectFigures(project, locale);
  const values: Record<TechnicalDetailKey, string | undefined> = {
    capacity: figures.capacity,
    technology: project.technology,
    storage: figures.storage,
    chargerType: project.chargerType,
    powerSupply: project.powerSupply,
    connectivity: project.connectivity,
    optimisation: project.optimisation,
  };
  return technicalDetailKeys.flatMap((key) => {
    const value = values[key]?.trim();
    return value ? [{ key, value }] : [];
  });
}
