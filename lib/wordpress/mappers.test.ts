import { buildCalendar } from '@/lib/events/calendar-file';
import { eventJsonLd } from '@/lib/events/event-json-ld';
import { toEventView } from '@/lib/events/view';
import { loadFixture } from './fixtures';
import { frenchDateToIso, lastModified, toEvent, toEventType, toPressRelease, toProject, toSubsidiary } from './mappers';
import { parseList } from './client';
import { wpEventSchema, wpPressSchema, wpProjectSchema } from './schemas';

const press = parseList(wpPressSchema, loadFixture('communiques_embed'), 'fixture')!;
const events = parseList(wpEventSchema, loadFixture('evenements_embed'), 'fixture')!;
const projects = parseList(wpProjectSchema, loadFixture('projets_embed'), 'fixture')!;

const byId = <T extends { id: number }>(list: T[], id: number) => list.find((item) => item.id === id)!;

describe('toPressRelease on recorded responses', () => {
  it('decodes HTML entities in titles, numeric and named', () => {
    expect(toPressRelease(byId(press, 12)).title).toBe('Partenariat “Mobilité & Recharge” – sécurité des données');
    expect(toPressRelease(byId(press, 10)).title).toBe('Résultats annuels 2025 & perspectives “2026”');
  });

  it('uses the trimmed ACF id as route id, the ACF dd/mm/yyyy date and keeps the numeric id and slug', () => {
    const release = toPressRelease(byId(press, 12));
    expect(release).toMatchObject({ id: 'CP-2026-003', numericId: 12, slug: 'partenariat-mobilite-recharge', date: '2026-10-01' });
  });

  it('keeps the post date when the ACF date is not a real day', () => {
    const post = byId(press, 12);
    const release = toPressRelease({ ...post, acf: { ...post.acf!, date: '31/02/2026' } });
    expect(release.date).toBe(post.date.slice(0, 10));
  });

  it('strips HTML and decodes entities in the excerpt', () => {
    expect(toPressRelease(byId(press, 12)).excerpt).toBe('Un extrait manuel avec du HTML & des entités.');
  });

  it('removes the XSS payloads of content.rendered and keeps the normal text', () => {
    const html = toPressRelease(byId(press, 12)).contentHtml;
    expect(html).toContain('Texte normal avant le contenu piégé.');
    expect(html).toContain('Texte normal après.');
    expect(html).not.toMatch(/<script|onerror=|onclick=|href="javascript:/i);
    expect(html).toContain('<span>lien javascript:</span>');
    expect(html).not.toContain('<img');
  });

  it('reads tag names from _embedded with entities decoded', () => {
    expect(toPressRelease(byId(press, 12)).tags).toEqual(['À la une', 'Mobilité électrique']);
    expect(toPressRelease(byId(press, 10)).tags).toEqual(['RSE & gouvernance']);
  });

  it('merges images and galerie, treating false as an empty gallery', () => {
    expect(toPressRelease(byId(press, 12)).gallery.map((image) => image.src)).toEqual([
      'http://127.0.0.1:8400/wp-content/uploads/2026/11/galerie-borne.png',
    ]);
    expect(toPressRelease(byId(press, 10)).gallery).toHaveLength(2);
    // The same URL in both fields appears once.
    expect(toPressRelease(byId(press, 8)).gallery).toHaveLength(2);
  });

  it('prefers the large size of the featured image, and offers its other widths, without the square thumbnail', () => {
    const upload = (name: string) => `http://127.0.0.1:8400/wp-content/uploads/2026/10/${name}`;
    expect(toPressRelease(byId(press, 12)).image).toEqual({
      src: upload('cp-partenariat-1024x683.jpg'),
      alt: 'Poignée de main',
      width: 1024,
      height: 683,
      widths: [
        { src: upload('cp-partenariat-300x200.jpg'), width: 300 },
        { src: upload('cp-partenariat-768x512.jpg'), width: 768 },
        { src: upload('cp-partenariat-1024x683.jpg'), width: 1024 },
        { src: upload('cp-partenariat.jpg'), width: 1200 },
      ],
    });
  });

  it('keeps video links, dropping empty ones', () => {
    expect(toPressRelease(byId(press, 12)).videos).toEqual({ youtube: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(toPressRelease(byId(press, 10)).videos).toEqual({
      linkedin: 'https://www.linkedin.com/posts/example_resultats-2025-activity-1234567890',
    });
  });

  it('works without _embedded: no image, default tag', () => {
    const bare = wpPressSchema.parse({ ...(loadFixture('communiques_embed') as Record<string, unknown>[])[0], _embedded: undefined });
    const release = toPressRelease(bare);
    expect(release.image).toBeUndefined();
    expect(release.tags).toEqual(['wordpress']);
  });

  it('falls back to slug then numeric id, and to the post date, when acf is missing', () => {
    const raw = wpPressSchema.parse({ id: 5, slug: 'sans-acf', date: '2024-02-03T10:00:00', title: { rendered: 'X' } });
    expect(toPressRelease(raw)).toMatchObject({ id: 'sans-acf', date: '2024-02-03', gallery: [], videos: {} });
    const noSlug = wpPressSchema.parse({ id: 5, slug: '', date: '2024-02-03T10:00:00' });
    expect(toPressRelease(noSlug).id).toBe('5');
  });
});

describe('toEvent on recorded responses', () => {
  it('maps the ACF fields, galleries false as empty, times as written', () => {
    const webinar = toEvent(byId(events, 16));
    expect(webinar).toMatchObject({
      id: 'webinaire-stockage-energie',
      numericId: 16,
      dateText: '05/01/2027',
      startTime: '14:00',
      endTime: '15:30',
      location: 'En ligne',
      type: 'upcoming',
      gallery: [],
      tags: ['Stockage'],
    });
    expect(webinar.learnMoreUrl).toBeUndefined();
    const salon = toEvent(byId(events, 14));
    expect(salon).toMatchObject({ dateText: '10 juin 2025', startTime: '09h30', location: 'Parc des Expositions, Montpellier' });
    expect(toEvent(byId(events, 18))).toMatchObject({ type: 'spotlight', location: 'Bouaké, Côte d’Ivoire', learnMoreUrl: 'https://example.test/inauguration' });
  });

  it('keeps an http(s) "en savoir plus" link only', () => {
    const post = events[0]!;
    const withLink = (link: string) => toEvent({ ...post, acf: { ...post.acf!, en_savoir_plus: link } }).learnMoreUrl;
    expect(withLink('https://example.test/inauguration')).toBe('https://example.test/inauguration');
    for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '/relative', 'pas une adresse']) expect(withLink(link)).toBeUndefined();
  });

  it('maps the editor types to event types', () => {
    expect(toEventType('à venir')).toBe('upcoming');
    expect(toEventType('Passé')).toBe('past');
    expect(toEventType('spotlight')).toBe('spotlight');
    expect(toEventType('Salon')).toBe('upcoming');
  });

  it('reads a response requested without _embed (evenements_page1_of_2)', () => {
    const page = parseList(wpEventSchema, loadFixture('evenements_page1_of_2'), 'fixture')!;
    expect(page).toHaveLength(2);
    for (const raw of page) {
      const event = toEvent(raw);
      expect(event.image).toBeUndefined();
      expect(event.tags).toEqual([]);
    }
  });

  it('leaves an event without an ACF date undated, as a date that does not parse (spec §5)', () => {
    const salon = byId(events, 14);
    // Published long ago: its publication date must not stand in for the event's.
    const undated = toEvent({ ...salon, date: '2020-01-15T10:00:00', acf: { ...salon.acf!, date: '', type: '' } });
    expect(undated.dateText).toBe('');
    const view = toEventView(undated, 'fr', '2026-11-27', { placeTbd: 'Lieu à déterminer', dateUnavailable: 'Date non disponible' });
    expect(view).toMatchObject({ dateLabel: 'Date non disponible', startDay: null, endDay: null, status: 'upcoming' });
    const calendar = buildCalendar([undated], { timeZoneOf: () => 'Africa/Nairobi', uidDomain: 'solio.example', eventUrl: () => 'https://solio.example/e' });
    expect(calendar).not.toContain('BEGIN:VEVENT');
    expect(eventJsonLd({ event: undated, url: 'u', timeZone: 'Africa/Nairobi', organizer: { name: 'Solio', url: 'u' } })).toBeNull();
    const withoutAcf = toEvent({ ...salon, date: '2020-01-15T10:00:00', acf: undefined });
    expect(withoutAcf.dateText).toBe('');
  });

  it('reads the single-item response and the slug response alike', () => {
    const single = wpEventSchema.parse(loadFixture('evenement_by_id_embed'));
    const bySlug = parseList(wpEventSchema, loadFixture('evenement_by_slug_embed'), 'fixture')!;
    expect(toEvent(single)).toEqual(toEvent(bySlug[0]!));
  });
});

describe('toProject on recorded responses', () => {
  it('maps progress, subsidiary, text fields and sanitizes caracteristiques', () => {
    const madagascar = toProject(byId(projects, 24));
    // The editor typed '2,5 MWc' with a plain space: the figure is kept on one line.
    expect(madagascar).toMatchObject({ progress: 30, location: 'Madagascar', capacity: '2,5\u00a0MWc', storage: '4\u00a0MWh', objectives: 'Réduire de 80\u00a0% la consommation de diesel' });
    expect(madagascar.characteristicsHtml).toContain('Caractéristiques');
    expect(madagascar.characteristicsHtml).not.toMatch(/<script|onerror|alert/i);
    expect(madagascar.optimisation).toBeUndefined();
  });

  it('falls back to the original image when there is no large size', () => {
    expect(toProject(byId(projects, 22)).image?.src).toBe('http://127.0.0.1:8400/wp-content/uploads/2025/09/projet-dakar.png');
  });

  it('reads HTML in free-text fields as text', () => {
    // The editor's no-break space ('200&nbsp;000') survives as one.
    expect(toProject(byId(projects, 20)).objectives).toBe('Alimenter 200\u00a0000 foyers en électricité propre.');
  });

  it.each([
    ['Growth Energy Kenya', 'growth-energy'],
    ['energy services', 'growth-energy'],
    ['Asking', 'asking'],
    ['MFG', 'mfg-technologies'],
    ['Technologies numériques', 'mfg-technologies'],
    ['GEM E-Mobility', 'gem'],
    ['e-mobility', 'gem'],
    ['', 'growth-energy'],
    ['Harness Océan Indien', 'growth-energy'],
  ])('maps the free-text subsidiary %p to %s, as the spec says', (text, expected) => {
    expect(toSubsidiary(text)).toBe(expected);
  });

  it('clamps progress and defaults it to 0', () => {
    const raw = (progression: unknown) => wpProjectSchema.parse({ id: 1, slug: 'p', date: '', acf: { progression } });
    expect(toProject(raw('150')).progress).toBe(100);
    expect(toProject(raw('')).progress).toBe(0);
    expect(toProject(raw(42)).progress).toBe(42);
  });
});

describe('schemas', () => {
  it('tolerate unknown fields and catch wrong types without throwing', () => {
    const raw = wpPressSchema.parse({ id: 3, slug: 'x', date: '2025-01-01', extra: { anything: true }, title: 42, acf: 'oops' });
    expect(toPressRelease(raw)).toMatchObject({ id: 'x', title: '' });
  });

  it('skip a malformed list item (no numeric id) and keep the others', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = parseList(wpPressSchema, [{ id: 'nope' }, { id: 7, slug: 'ok', date: '' }], 'test');
    expect(list?.map((item) => item.id)).toEqual([7]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("keep WordPress's last edit in UTC for the sitemap, and nothing when it is missing or malformed", () => {
    expect(toPressRelease(byId(press, 12)).modified).toBe('2026-10-01T08:00:00Z');
    expect(toEvent(events[0]!).modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(toProject(byId(projects, 24)).modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(lastModified({})).toBeUndefined();
    expect(lastModified({ modified_gmt: 'hier' })).toBeUndefined();
  });

  it('frenchDateToIso reads dd/mm/yyyy and ISO dates', () => {
    expect(frenchDateToIso('1/2/2025')).toBe('2025-02-01');
    expect(frenchDateToIso('2025-06-10T08:30:00')).toBe('2025-06-10');
    expect(frenchDateToIso('10 juin 2025')).toBe('2025-06-10');
    expect(frenchDateToIso('juin 2025')).toBeUndefined();
  });

  it('frenchDateToIso refuses a day that does not exist', () => {
    expect(frenchDateToIso('31/02/2026')).toBeUndefined();
    expect(frenchDateToIso('15/13/2026')).toBeUndefined();
    expect(frenchDateToIso('2026-02-30')).toBeUndefined();
  });
});
