import { pressImages } from '@/lib/content/press-assets';
import type { SiteEvent } from '@/lib/content/types';
import { formatTimeRange } from './dates';
import { inAgendaOrder, offeredCalendarHref, toEventView } from './view';

const at = (id: string, startDay: string | null, endDay = startDay) => ({ id, startDay, endDay });

describe('inAgendaOrder', () => {
  it('lists what is to come soonest first, then what is over most recent first, undated last in each group', () => {
    const events = [at('fair-2025', '2025-06-10'), at('forum-2027', '2027-03-18', '2027-03-20'), at('undated', null), at('open-day', '2026-12-05'), at('workshop-2026', '2026-10-22'), at('webinar', '2027-01-14')];
    expect(inAgendaOrder(events, '2026-11-21').map((event) => event.id)).toEqual(['open-day', 'webinar', 'forum-2027', 'undated', 'workshop-2026', 'fair-2025']);
  });
  it('keeps an event that runs until today among those to come', () => {
    expect(inAgendaOrder([at('old', '2026-01-01'), at('today', '2026-11-19', '2026-11-21')], '2026-11-21').map((event) => event.id)).toEqual(['today', 'old']);
  });
});

describe('toEventView', () => {
  const event: SiteEvent = {
    id: '7',
    slug: 'salon-energie',
    languages: ['fr'],
    title: 'Salon de l’énergie',
    description: 'Stand du groupe.',
    contentHtml: '',
    dateText: '5 décembre 2026',
    type: 'upcoming',
    tags: ['Salon'],
    gallery: [],
    videos: {},
  };
  const texts = { placeTbd: 'Location to be confirmed', dateUnavailable: 'Date to be confirmed' };

  it('marks the text of a French-only event as French on an English page, and only there', () => {
    expect(toEventView(event, 'en', '2026-11-22', texts).lang).toBe('fr');
    expect(toEventView(event, 'fr', '2026-11-22', texts)).not.toHaveProperty('lang');
    expect(toEventView({ ...event, languages: ['fr', 'en'] }, 'en', '2026-11-22', texts)).not.toHaveProperty('lang');
  });

  it('marks its place as French too, unless the place shown is the page’s own “to be confirmed”', () => {
    expect(toEventView({ ...event, location: 'En ligne' }, 'en', '2026-11-22', texts)).toMatchObject({ location: 'En ligne', locationLang: 'fr' });
    expect(toEventView({ ...event, location: ' ' }, 'en', '2026-11-22', texts)).toMatchObject({ location: 'Location to be confirmed' });
    expect(toEventView({ ...event, location: ' ' }, 'en', '2026-11-22', texts)).not.toHaveProperty('locationLang');
    expect(toEventView({ ...event, location: 'En ligne' }, 'fr', '2026-11-22', texts)).not.toHaveProperty('locationLang');
  });

  it('names the zone it is given beside the times, at the offset of the event\'s day', () => {
    const timed = { ...event, startTime: '14:00', endTime: '15:30' };
    const french = formatTimeRange('14:00', '15:30', 'fr');
    expect(toEventView({ ...timed, location: 'En ligne' }, 'fr', '2026-11-22', texts, 'Africa/Nairobi').timeRange).toBe(`${french}\u00a0(UTC+3)`);
    expect(toEventView({ ...timed, location: 'Online' }, 'en', '2026-11-22', texts, 'Africa/Nairobi').timeRange).toBe(`${formatTimeRange('14:00', '15:30', 'en')}\u00a0(UTC+3)`);
    expect(toEventView({ ...timed, dateText: '5 juillet 2026' }, 'fr', '2026-11-22', texts, 'Europe/Paris').timeRange).toBe(`${french}\u00a0(UTC+2)`);
    expect(toEventView(timed, 'fr', '2026-11-22', texts, 'Europe/Paris').timeRange).toBe(`${french}\u00a0(UTC+1)`);
    expect(toEventView({ ...timed, location: 'Kigali, Rwanda' }, 'fr', '2026-11-22', texts, null).timeRange).toBe(french);
    // Without a day the offset cannot be told.
    expect(toEventView({ ...timed, dateText: '' }, 'fr', '2026-11-22', texts, 'Europe/Paris').timeRange).toBe(french);
  });

  it('gives an event without an image the cards’ placeholder, which screen readers skip', () => {
    expect(toEventView(event, 'fr', '2026-11-22', texts).image).toMatchObject({ src: pressImages.placeholder.src, alt: '' });
    const photo = { src: 'https://wp.example/salon.jpg', alt: 'Le stand', width: 800, height: 500 };
    expect(toEventView({ ...event, image: photo }, 'fr', '2026-11-22', texts).image).toEqual(photo);
  });

  it('offers the calendar file of a dated event to come, not of one that is over or has no date', () => {
    const offered = (dateText: string, today: string) => offeredCalendarHref(event, toEventView({ ...event, dateText }, 'en', today, texts), 'en');
    expect(offered('5 décembre 2026', '2026-11-22')).toBe('/api/events/ics?event=salon-energie&locale=en');
    expect(offered('5 décembre 2026', '2026-12-06')).toBeUndefined();
    // A missing date shows 'Date to be confirmed'; its calendar file would hold no event.
    expect(offered('', '2026-11-22')).toBeUndefined();
  });
});
