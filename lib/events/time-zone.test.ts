import { timeZoneOfPlace, unstatedTimeZone, utcOffsetLabel, zonedIsoString, zonedWallClockToUtc } from './time-zone';

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

describe('timeZoneOfPlace', () => {
  it('finds the zone from the country or city an editor writes, in either language', () => {
    expect(timeZoneOfPlace('Boulevard du Peuple Murundi, Bujumbura, Burundi', 'Africa/Nairobi')).toBe('Africa/Bujumbura');
    expect(timeZoneOfPlace('Kigali Convention Centre, Rwanda', 'Africa/Nairobi')).toBe('Africa/Kigali');
    expect(timeZoneOfPlace('Parc des Expositions, Montpellier, France', 'Africa/Nairobi')).toBe('Europe/Paris');
    expect(timeZoneOfPlace('Abuja, Nigéria', 'Africa/Nairobi')).toBe('Africa/Lagos');
    expect(timeZoneOfPlace('Montréal (Québec)', 'Africa/Nairobi')).toBe('America/Toronto');
    expect(timeZoneOfPlace('Stone Town, Zanzibar, Tanzanie', 'Europe/Paris')).toBe('Africa/Dar_es_Salaam');
    expect(timeZoneOfPlace('Bouaké, Côte d’Ivoire', 'Africa/Nairobi')).toBe('Africa/Abidjan');
    expect(timeZoneOfPlace('Abidjan, Ivory Coast', 'Africa/Nairobi')).toBe('Africa/Abidjan');
    expect(timeZoneOfPlace('Dakar, Sénégal', 'Africa/Nairobi')).toBe('Africa/Dakar');
    expect(timeZoneOfPlace('Kira, Ouganda', 'Africa/Nairobi')).toBe('Africa/Kampala');
    expect(timeZoneOfPlace('Antananarivo, Madagascar', 'Africa/Nairobi')).toBe('Indian/Antananarivo');
  });
  it('keeps the configured zone for an online, unknown or missing place', () => {
    expect(timeZoneOfPlace('En ligne', 'Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(timeZoneOfPlace('Ruaraka industrial area, Nairobi, Kenya', 'Europe/Paris')).toBe('Africa/Nairobi');
    expect(timeZoneOfPlace('Francetown, Botswana', 'Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(timeZoneOfPlace(undefined, 'Africa/Nairobi')).toBe('Africa/Nairobi');
  });
});

describe('unstatedTimeZone', () => {
  it('is the configured zone where the place does not tell the times\' zone, and none where it does', () => {
    expect(unstatedTimeZone('En ligne', 'Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(unstatedTimeZone(undefined, 'Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(unstatedTimeZone('Kigali, Rwanda', 'Africa/Nairobi')).toBeNull();
    expect(unstatedTimeZone('Ruaraka industrial area, Nairobi, Kenya', 'Africa/Nairobi')).toBeNull();
  });
});

describe('utcOffsetLabel', () => {
  it('writes the offset of that instant, with the hours alone when whole', () => {
    expect(utcOffsetLabel(new Date('2027-01-14T11:00:00Z'), 'Africa/Nairobi')).toBe('UTC+3');
    expect(utcOffsetLabel(new Date('2026-07-05T12:00:00Z'), 'Europe/Paris')).toBe('UTC+2');
    expect(utcOffsetLabel(new Date('2026-01-05T12:00:00Z'), 'America/Toronto')).toBe('UTC\u22125');
    expect(utcOffsetLabel(new Date('2026-01-05T12:00:00Z'), 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(utcOffsetLabel(new Date('2026-01-05T12:00:00Z'), 'Africa/Abidjan')).toBe('UTC');
  });
});
