import { withFrenchFirstOfMonth } from './french-dates';

describe('withFrenchFirstOfMonth', () => {
  it('writes the first of a month as 1er, with or without the weekday', () => {
    expect(withFrenchFirstOfMonth('1 octobre 2026', 'fr')).toBe('1er octobre 2026');
    expect(withFrenchFirstOfMonth('mercredi 1 octobre 2026', 'fr')).toBe('mercredi 1er octobre 2026');
    expect(withFrenchFirstOfMonth('1 octobre 2026 à 10:00', 'fr')).toBe('1er octobre 2026 à 10:00');
  });

  it('leaves English alone', () => {
    expect(withFrenchFirstOfMonth('1 October 2026', 'en')).toBe('1 October 2026');
  });

  it('leaves the other days alone', () => {
    for (const date of ['11 octobre 2026', '21 octobre 2026', 'mardi 10 juin 2025', '31 décembre 2026 à 1:05']) {
      expect(withFrenchFirstOfMonth(date, 'fr')).toBe(date);
    }
  });
});
