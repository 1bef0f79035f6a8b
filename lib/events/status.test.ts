import type { SiteEvent } from '@/lib/content/types';
import { eventStatus, matchesEventFilter, matchesEventSearch } from './status';
import { todayInZone } from './time-zone';

const event = (overrides: Partial<SiteEvent>): Pick<SiteEvent, 'type' | 'tags' | 'dateText'> => ({
  type: 'upcoming',
  tags: [],
  dateText: '10/06/2025',
  ...overrides,
});

describe('todayInZone', () => {
  it('changes day at midnight in the events’ zone, not in UTC', () => {
    // 20:59 UTC is 23:59 in Nairobi (UTC+3); 21:00 UTC is already the next day there.
    expect(todayInZone(new Date('2025-06-09T20:59:59Z'), 'Africa/Nairobi')).toBe('2025-06-09');
    expect(todayInZone(new Date('2025-06-09T21:00:00Z'), 'Africa/Nairobi')).toBe('2025-06-10');
    expect(todayInZone(new Date('2025-06-10T03:00:00Z'), 'America/New_York')).toBe('2025-06-09');
  });
});

describe('eventStatus', () => {
  it('is upcoming on the day itself and past the day after, at the zone’s day boundary', () => {
    const onTheDay = todayInZone(new Date('2025-06-09T21:00:00Z'), 'Africa/Nairobi');
    const dayBefore = todayInZone(new Date('2025-06-09T20:59:59Z'), 'Africa/Nairobi');
    const dayAfter = todayInZone(new Date('2025-06-10T21:00:00Z'), 'Africa/Nairobi');
    expect(eventStatus(event({}), dayBefore)).toBe('upcoming');
    expect(eventStatus(event({}), onTheDay)).toBe('upcoming');
    expect(eventStatus(event({}), dayAfter)).toBe('past');
  });

  it('keeps a range upcoming until its last day', () => {
    expect(eventStatus(event({ dateText: '10-12 juin 2025' }), '2025-06-12')).toBe('upcoming');
    expect(eventStatus(event({ dateText: '10-12 juin 2025' }), '2025-06-13')).toBe('past');
  });

  it('keeps spotlight, and honours a past type or tag', () => {
    expect(eventStatus(event({ type: 'spotlight', dateText: '01/01/2020' }), '2025-06-01')).toBe('spotlight');
    expect(eventStatus(event({ type: 'past', dateText: '01/01/2030' }), '2025-06-01')).toBe('past');
    expect(eventStatus(event({ tags: ['Passé'], dateText: '01/01/2030' }), '2025-06-01')).toBe('past');
  });

  it('falls back to upcoming when the date does not parse', () => {
    expect(eventStatus(event({ dateText: 'à confirmer' }), '2025-06-01')).toBe('upcoming');
  });
});

describe('filters and search', () => {
  it('matches spotlight by status or tag', () => {
    expect(matchesEventFilter({ tags: ['Spotlight'] }, 'upcoming', 'spotlight')).toBe(true);
    expect(matchesEventFilter({ tags: [] }, 'spotlight', 'spotlight')).toBe(true);
    expect(matchesEventFilter({ tags: [] }, 'upcoming', 'spotlight')).toBe(false);
    expect(matchesEventFilter({ tags: [] }, 'past', 'past')).toBe(true);
    expect(matchesEventFilter({ tags: [] }, 'past', 'upcoming')).toBe(false);
    expect(matchesEventFilter({ tags: [] }, 'past', 'all')).toBe(true);
  });

  it('searches title, description, place and tags case-insensitively', () => {
    const e = { title: 'Salon Energaïa', description: 'Stand Solio', location: 'Montpellier', tags: ['Solaire'] };
    expect(matchesEventSearch(e, 'energaïa')).toBe(true);
    expect(matchesEventSearch(e, 'STAND')).toBe(true);
    expect(matchesEventSearch(e, 'montp')).toBe(true);
    expect(matchesEventSearch(e, 'solaire')).toBe(true);
    expect(matchesEventSearch(e, 'nairobi')).toBe(false);
    expect(matchesEventSearch({ ...e, location: undefined }, '')).toBe(true);
  });
});
