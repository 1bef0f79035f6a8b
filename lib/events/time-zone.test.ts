import { zonedIsoString, zonedWallClockToUtc } from './time-zone';

describe('time zones', () => {
  it('converts wall-clock times to UTC instants', () => {
    expect(zonedWallClockToUtc({ year: 2026, month: 12, day: 5 }, { hour: 10, minute: 0 }, 'Africa/Nairobi').toISOString()).toBe(
      '2026-12-05T07:00:00.000Z',
    );
    expect(zonedWallClockToUtc({ year: 2025, month: 3, day: 30 }, { hour: 12, minute: 0 }, 'Europe/Paris').toISOString()).toBe(
      '2025-03-30T10:00:00.000Z',
    );
  });

  it('writes ISO timestamps with the offset', () => {
    expect(zonedIsoString({ year: 2026, month: 12, day: 5 }, { hour: 10, minute: 0 }, 'Africa/Nairobi')).toBe('2026-12-05T10:00:00+03:00');
    expect(zonedIsoString({ year: 2025, month: 1, day: 5 }, { hour: 9, minute: 5 }, 'America/New_York')).toBe('2025-01-05T09:05:00-05:00');
  });
});
