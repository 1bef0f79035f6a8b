import { formatContentDate } from './format-date';

describe('formatContentDate', () => {
  it('writes long dates the way each language does', () => {
    expect(formatContentDate('2025-03-12', 'fr')).toBe('12 mars 2025');
    expect(formatContentDate('2025-03-12', 'en')).toBe('March 12, 2025');
    expect(formatContentDate('2026-10-01', 'fr')).toBe('1er octobre 2026');
    expect(formatContentDate('2026-10-01', 'en')).toBe('October 1, 2026');
  });

  it('returns text that is not a date as written', () => {
    expect(formatContentDate('bientôt', 'fr')).toBe('bientôt');
  });
});
