import { bundledEvents } from '@/lib/content/bundled/events';
import { eventJsonLd } from './event-json-ld';

const nairobi = bundledEvents.fr.find((event) => event.slug === 'inauguration-centrale-solaire-nairobi');

describe('eventJsonLd', () => {
  it('gives start and end with the zone offset, place and image', () => {
    if (!nairobi) throw new Error('bundled Nairobi event missing');
    const json = eventJsonLd({
      event: nairobi,
      url: 'https://solio.example/actualites/evenements/inauguration-centrale-solaire-nairobi',
      imageUrl: 'https://solio.example/images/events/event-3.svg',
      timeZone: 'Africa/Nairobi',
      organizer: { name: 'Solio', url: 'https://solio.example' },
    });
    expect(json).toMatchObject({
      '@type': 'Event',
      startDate: '2027-02-12T10:00:00+03:00',
      endDate: '2027-02-12T13:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: nairobi.location, address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'KE' } },
      image: ['https://solio.example/images/events/event-3.svg'],
    });
  });

  it('is absent when the date does not parse', () => {
    if (!nairobi) throw new Error('bundled Nairobi event missing');
    expect(eventJsonLd({ event: { ...nairobi, dateText: 'bientôt' }, url: 'u', timeZone: 'Africa/Nairobi', organizer: { name: 'Solio', url: 'u' } })).toBeNull();
  });

  const input = { url: 'https://solio.example/e', timeZone: 'Africa/Nairobi', organizer: { name: 'Solio', url: 'https://solio.example' } };

  it('is absent when an event held on site gives no place, since Google requires one', () => {
    if (!nairobi) throw new Error('bundled Nairobi event missing');
    expect(eventJsonLd({ ...input, event: { ...nairobi, location: undefined } })).toBeNull();
    expect(eventJsonLd({ ...input, event: { ...nairobi, location: 'En ligne' } })).toMatchObject({ location: { '@type': 'VirtualLocation' } });
  });

  it('leaves out the end of a single day that gives only a start time, which would read as ending before it starts', () => {
    if (!nairobi) throw new Error('bundled Nairobi event missing');
    const json = eventJsonLd({ ...input, event: { ...nairobi, dateText: '15/09/2025', startTime: '2:00 pm', endTime: undefined } });
    expect(json?.startDate).toBe('2025-09-15T14:00:00+03:00');
    expect(json).not.toHaveProperty('endDate');
    const days = eventJsonLd({ ...input, event: { ...nairobi, dateText: '10/06/2025 - 12/06/2025', startTime: '9:00', endTime: undefined } });
    expect(days?.endDate).toBe('2025-06-12');
  });
});
