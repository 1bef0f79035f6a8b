import { formatEventDate, formatTimeRange, parseEventDate, parseEventTime } from './dates';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('parseEventDate', () => {
  it.each([
    ['05/12/2026', day(2026, 12, 5)],
    ['5/1/2027', day(2027, 1, 5)],
    ['10 juin 2025', day(2025, 6, 10)],
    ['1er août 2025', day(2025, 8, 1)],
    ['mardi 10 juin 2025', day(2025, 6, 10)],
    ['10 Décembre 2025', day(2025, 12, 10)],
    ['2025-06-10', day(2025, 6, 10)],
    ['2025-06-10T09:30:00', day(2025, 6, 10)],
  ])('reads %s as a single day', (text, expected) => {
    expect(parseEventDate(text)).toEqual({ start: expected, end: expected });
  });

  it.each([
    ['10-12 juin 2025', day(2025, 6, 10), day(2025, 6, 12)],
    ['10 au 12 juin 2025', day(2025, 6, 10), day(2025, 6, 12)],
    ['30 juin - 2 juillet 2025', day(2025, 6, 30), day(2025, 7, 2)],
    ['10/06/2025 - 12/06/2025', day(2025, 6, 10), day(2025, 6, 12)],
  ])('reads the range %s', (text, start, end) => {
    expect(parseEventDate(text)).toEqual({ start, end });
  });

  it.each([undefined, null, '', '   ', '31/02/2025', '12/13/2025', '10 juni 2025', 'bientôt', '12-10 juin 2025', '2025-13-01', '32 mai 2025'])(
    'gives null for %p',
    (text) => {
      expect(parseEventDate(text)).toBeNull();
    },
  );
});

describe('parseEventTime', () => {
  it.each([
    ['09h30', { hour: 9, minute: 30 }],
    ['9h', { hour: 9, minute: 0 }],
    ['14:00', { hour: 14, minute: 0 }],
    ['2:00 pm', { hour: 14, minute: 0 }],
    ['2 PM', { hour: 14, minute: 0 }],
    ['12:15 am', { hour: 0, minute: 15 }],
    ['12:00 pm', { hour: 12, minute: 0 }],
    ['11:45 a.m.', { hour: 11, minute: 45 }],
  ])('reads %s', (text, expected) => {
    expect(parseEventTime(text)).toEqual(expected);
  });

  it.each([undefined, '', '25:00', '10:75', '13 pm', 'midi', '14'])('gives null for %p', (text) => {
    expect(parseEventTime(text)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows French month names in French and English ones in English', () => {
    const june = parseEventDate('10 juin 2025');
    expect(formatEventDate(june, 'fr', 'Date non disponible')).toBe('mardi 10 juin 2025');
    expect(formatEventDate(june, 'en', 'Date not available')).toBe('Tuesday, June 10, 2025');
    expect(formatEventDate(parseEventDate('10-12 juin 2025'), 'en', 'x')).toBe('June 10, 2025 – June 12, 2025');
  });

  it('shows a range and the unavailable text', () => {
    expect(formatEventDate(parseEventDate('10-12 juin 2025'), 'fr', 'x')).toBe('10 juin 2025 – 12 juin 2025');
    expect(formatEventDate(parseEventDate('01/10/2026'), 'fr', 'x')).toBe('jeudi 1er octobre 2026');
    expect(formatEventDate(parseEventDate('1-2 octobre 2026'), 'fr', 'x')).toBe('1er octobre 2026 – 2 octobre 2026');
    expect(formatEventDate(parseEventDate('n’importe quoi'), 'fr', 'Date non disponible')).toBe('Date non disponible');
  });

  it('formats time ranges per language', () => {
    expect(formatTimeRange('09h30', '18h00', 'fr')).toBe('9\u00a0h\u00a030 – 18\u00a0h');
    expect(formatTimeRange('14:05', '2 pm', 'fr')).toBe('14\u00a0h\u00a005 – 14\u00a0h');
    expect(formatTimeRange('09h30', '18h00', 'en')).toBe('9:30 AM – 6:00 PM');
    expect(formatTimeRange('14:00', undefined, 'en')).toBe('2:00 PM');
    expect(formatTimeRange(undefined, '18h00', 'fr')).toBeNull();
  });
});
