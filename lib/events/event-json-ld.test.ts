import { bundledEvents } from '@/lib/content/bundled/events';
import { eventJsonLd } from './event-json-ld';

const nairobi = bundledEvents.fr.find((event) => event.slug === 'inauguration-centrale-solaire-nairobi');

describe('eventJsonLd', () => {
  it('gives start and end with the zone offset, place and image', () => {
    if (!nairobi) throw new Error('bundled Nairobi event missing');
    const json = eventJsonLd({
      event: nairobi,
      status: 'spotlight',
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
      location: { '@type': 'Place', name: nairobi.location },
      image: ['https://solio.example/images/events/event-3.svg'],
    });
  });

  it('is absent when the date does not parse', () => {
    if (!nairobi) throw new Error('bundled Nairobi event missing');
    expect(eventJsonLd({ event: { ...nairobi, dateText: 'bientôt' }, status: 'upcoming', url: 'u', timeZone: 'Africa/Nairobi', organizer: { name: 'Solio', url: 'u' } })).toBeNull();
  });
});
