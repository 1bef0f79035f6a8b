import { formatFigure, impactStatistics } from './figures';

describe('formatFigure', () => {
  it('adds prefix and suffix around the localized number', () => {
    expect(formatFigure({ prefix: '+', suffix: '' }, 30, 'fr')).toBe('+30');
    expect(formatFigure({ suffix: 'k+' }, 100, 'en')).toBe('100k+');
    expect(formatFigure({}, 37000, 'en')).toBe('37,000');
  });

  it('holds the spec impact statistics', () => {
    expect(impactStatistics.map((f) => f.value)).toEqual([37000, 30, 5]);
  });
});
