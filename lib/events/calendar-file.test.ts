import type { SiteEvent } from '@/lib/content/types';
import { buildCalendar, calendarFileName } from './calendar-file';

const base: SiteEvent = {
  id: '3',
  slug: 'inauguration-centrale-solaire-nairobi',
  languages: ['fr', 'en'],
  title: 'Inauguration de la centrale solaire de Nairobi',
  description: 'Mise en service de la centrale, visite du site.',
  contentHtml: '<p>x</p>',
  dateText: '10 juin 2025',
  startTime: '09h30',
  endTime: '12h00',
  location: 'Nairobi, Kenya',
  type: 'upcoming',
  tags: ['Solaire'],
  gallery: [],
  videos: {},
};

const options = {
  timeZoneOf: () => 'Africa/Nairobi',
  uidDomain: 'solio.example',
  eventUrl: (event: SiteEvent) => `https://solio.example/actualites/evenements/${event.slug}`,
};

/** Reads the properties of each VEVENT back from the text, unfolding continuation lines. */
function parseEvents(text: string): Record<string, string | undefined>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events: Record<string, string | undefined>[] = [];
  let current: Record<string, string | undefined> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const [name = ''] = line.slice(0, colon).split(';');
      current[name] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('buildCalendar', () => {
  it('converts the Nairobi wall-clock time to UTC', () => {
    const [event = {}] = parseEvents(buildCalendar([base], options));
    expect(event.DTSTART).toBe('20250610T063000Z');
    expect(event.DTEND).toBe('20250610T090000Z');
    expect(event.SUMMARY).toBe(base.title);
    expect(event.LOCATION).toBe('Nairobi\\, Kenya');
    expect(event.URL).toBe('https://solio.example/actualites/evenements/inauguration-centrale-solaire-nairobi');
    expect(event.UID).toBe('event-inauguration-centrale-solaire-nairobi@solio.example');
  });

  it('keeps control characters from WordPress text out of the file, lines ending in CRLF only', () => {
    const text = buildCalendar([{ ...base, title: 'Inauguration\rX-INJECTED:1', description: 'Ligne\r\nsuivante\u0007', tags: ['Sol\raire'] }], options);
    expect(text.replace(/\r\n[ \t]?/g, '')).not.toMatch(/[\u0000-\u001f]/);
    const [event = {}] = parseEvents(text);
    expect(event.SUMMARY).toBe('Inauguration X-INJECTED:1');
    expect(event.DESCRIPTION).toBe('Ligne\\nsuivante ');
    expect(event.CATEGORIES).toBe('Sol aire');
  });

  it('lasts one hour without an end time and follows the event’s zone, across daylight saving', () => {
    const paris = { ...options, timeZoneOf: () => 'Europe/Paris' };
    const [summer = {}] = parseEvents(buildCalendar([{ ...base, startTime: '2:00 pm', endTime: undefined }], paris));
    expect(summer.DTSTART).toBe('20250610T120000Z');
    expect(summer.DTEND).toBe('20250610T130000Z');
    const [winter = {}] = parseEvents(buildCalendar([{ ...base, dateText: '05/12/2026', startTime: '14:00', endTime: undefined }], paris));
    expect(winter.DTSTART).toBe('20261205T130000Z');
  });

  it('makes an all-day event over a range without a time, and skips undated events in a feed', () => {
    const events = parseEvents(
      buildCalendar(
        [
          { ...base, dateText: '10-12 juin 2025', startTime: undefined, endTime: undefined },
          { ...base, slug: 'sans-date', dateText: 'à venir' },
        ],
        options,
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.DTSTART).toBe('20250610');
    expect(events[0]?.DTEND).toBe('20250613');
  });

  it('folds lines at 75 octets, never inside a character, and unfolds to the same text', () => {
    const description = 'Journée portes ouvertes à Bujumbura : essais de véhicules électriques, présentation des bornes de recharge et échanges avec l’équipe — entrée libre. 🚗⚡';
    const text = buildCalendar([{ ...base, description }], options);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(1);
    expect(parseEvents(text)[0]?.DESCRIPTION).toBe(description.replace(/,/g, '\\,'));
  });

  it('names the file from the title in the page\'s language, as its address, else from the slug', () => {
    expect(calendarFileName({ title: 'Inauguration de la centrale solaire de Nairobi', slug: 'inauguration-centrale-solaire-nairobi' })).toBe('inauguration-de-la-centrale-solaire-de-nairobi.ics');
    expect(calendarFileName({ title: 'Webinar: electric mobility in East Africa', slug: 'webinaire-mobilite-electrique' })).toBe('webinar-electric-mobility-in-east-africa.ics');
    expect(calendarFileName({ title: '★', slug: '../../etc' })).toBe('etc.ics');
    expect(calendarFileName({ title: '★', slug: '★' })).toBe('evenement.ics');
  });
});
