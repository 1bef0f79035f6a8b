import { bundledProjects } from '@/lib/content/bundled/projects';
import type { Project } from '@/lib/content/types';
import { matchesProjectSearch, projectFigures, technicalDetails } from './details';
import { toProjectCard } from './view';

const project = (overrides: Partial<Project>): Project => ({
  id: 'x',
  slug: 'x',
  languages: ['fr', 'en'],
  title: 'Centrale',
  description: 'Solaire',
  contentHtml: '',
  gallery: [],
  progress: 0,
  subsidiary: 'growth-energy',
  videos: {},
  ...overrides,
});

describe('projectFigures', () => {
  it('applies the growth-energy defaults only where a figure is missing', () => {
    expect(projectFigures(project({}), 'fr')).toEqual({ capacity: '600\u00a0kWc', annualCo2Reduction: '350\u00a0t', storage: '600\u00a0kWh' });
    expect(projectFigures(project({ capacity: '250 kWc' }), 'fr').capacity).toBe('250 kWc');
  });

  it('writes the default peak power in the page language: kWc in French, kWp in English', () => {
    expect(projectFigures(project({}), 'en')).toEqual({ capacity: '600\u00a0kWp', annualCo2Reduction: '350\u00a0t', storage: '600\u00a0kWh' });
  });

  it('gives a bare CO2 figure its unit, tonnes', () => {
    expect(projectFigures(project({ annualCo2Reduction: '45 000' }), 'fr').annualCo2Reduction).toBe('45 000\u00a0t');
    expect(projectFigures(project({ annualCo2Reduction: '1,200 tonnes' }), 'en').annualCo2Reduction).toBe('1,200 tonnes');
  });

  it('gives no defaults to other subsidiaries', () => {
    expect(projectFigures(project({ subsidiary: 'asking' }), 'fr')).toEqual({ capacity: undefined, annualCo2Reduction: undefined, storage: undefined });
  });
});

describe('technicalDetails', () => {
  it('lists known values in order, with defaults', () => {
    expect(technicalDetails(project({ technology: 'Bifacial', connectivity: ' ' }), 'fr')).toEqual([
      { key: 'capacity', value: '600\u00a0kWc' },
      { key: 'technology', value: 'Bifacial' },
      { key: 'storage', value: '600\u00a0kWh' },
    ]);
  });
});

describe('matchesProjectSearch', () => {
  it('searches title, description and location case-insensitively', () => {
    const kira = bundledProjects.fr.find((p) => p.slug === 'kira');
    if (!kira) throw new Error('kira missing');
    expect(matchesProjectSearch(kira, 'KIRA')).toBe(true);
    expect(matchesProjectSearch(kira, 'ouganda')).toBe(true);
    expect(matchesProjectSearch(kira, 'batteries')).toBe(true);
    expect(matchesProjectSearch(kira, 'divalto')).toBe(false);
  });
});

describe('bundled projects', () => {
  it('has eight projects per language whose French titles slugify to the required slugs', () => {
    expect(bundledProjects.fr).toHaveLength(8);
    expect(bundledProjects.en).toHaveLength(8);
    for (const slug of ['kira', 'centrale-solaire-600kw', 'installation-erp-divalto', 'plateforme-analytics']) {
      expect(bundledProjects.fr.some((p) => p.slug === slug)).toBe(true);
    }
  });
});

describe('toProjectCard', () => {
  const texts = { locationUnknown: 'Location not specified', other: 'Other' };

  it('marks the text of a French-only project as French on an English page, and only there', () => {
    expect(toProjectCard(project({ languages: ['fr'] }), 'en', texts).lang).toBe('fr');
    expect(toProjectCard(project({ languages: ['fr'] }), 'fr', texts)).not.toHaveProperty('lang');
    expect(toProjectCard(project({}), 'en', texts)).not.toHaveProperty('lang');
  });

  it('marks its place as French too, unless the place shown is the page’s own “not specified”', () => {
    expect(toProjectCard(project({ languages: ['fr'], location: 'Sénégal' }), 'en', texts)).toMatchObject({ location: 'Sénégal', locationLang: 'fr' });
    expect(toProjectCard(project({ languages: ['fr'], location: '' }), 'en', texts)).toMatchObject({ location: 'Location not specified' });
    expect(toProjectCard(project({ languages: ['fr'], location: '' }), 'en', texts)).not.toHaveProperty('locationLang');
  });
});
