import { activitiesCopy } from './activities';
import { bundledEvents } from './bundled/events';
import { bundledPressReleases } from './bundled/press-releases';
import { bundledProjects } from './bundled/projects';
import { hrCommitmentGroups, testimonials, whyJoinUs } from './careers';
import { certifications, excellenceGroups } from './certifications';
import { certificationsCopy } from './certifications-page';
import { cultureCopy } from './culture';
import { governanceCopy } from './governance';
import { homeCopy } from './home';
import { jobOffers } from './jobs';
import { privacyPolicy, termsOfService } from './legal';
import { missionVisionCopy } from './mission-vision';
import { presenceCopy } from './presence-page';
import { presentationCopy } from './presentation';
import { subsidiaries } from './subsidiaries';
import { growthEnergyCopy, subsidiariesPageCopy } from './subsidiaries-page';
import mediaLibrary from './media-library.json';
import { keepFiguresTogether } from '@/lib/text/figures';
import { projectFigures } from '@/lib/projects/details';

/** Every string under a `fr` key, or, in the job offers, every field but the English ones (`…En`). */
function frenchStrings(value: unknown, french = false, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return french ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => frenchStrings(item, french, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === 'en' || /En$/.test(key) ? [] : frenchStrings(item, french || key === 'fr', `${path}.${key}`)));
}

// French sets a no-break space before : ; ? ! and », after «, and inside a number: with a plain one,
// a line can start with a lone ':' and '2 500' can break in two.
const plainSpace = / [:;?!»]|« |\d \d{3}(?!\d)|\d %/;

const contentModules: [string, object][] = [
  [
    'corporate pages',
    { activitiesCopy, cultureCopy, homeCopy, missionVisionCopy, presentationCopy, presenceCopy, governanceCopy, subsidiaries, subsidiariesPageCopy, growthEnergyCopy, certifications, certificationsCopy, excellenceGroups },
  ],
  ['careers', { hrCommitmentGroups, testimonials, whyJoinUs }],
  ['legal pages', { privacyPolicy, termsOfService }],
  ['bundled events, projects and press releases', { bundledEvents, bundledPressReleases, bundledProjects }],
];

/** Every string, whatever its language. */
function allStrings(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => allStrings(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => allStrings(item, `${path}.${key}`));
}

describe('content in both languages', () => {
  it.each([
    ...contentModules,
    ['job offers', { jobOffers }],
    ['media library', { mediaLibrary }],
    ['growth-energy projects’ default figures', { fr: projectFigures({ subsidiary: 'growth-energy' }, 'fr'), en: projectFigures({ subsidiary: 'growth-energy' }, 'en') }],
  ])('holds each figure on one line with its unit and digit groups (%s)', (_, modules) => {
    const strings = allStrings(modules);
    expect(strings.length).toBeGreaterThan(2);
    expect(strings.filter(({ text }) => keepFiguresTogether(text) !== text).map(({ path }) => path)).toEqual([]);
  });
});

describe('the subsidiaries\' counters', () => {
  it('hold each figure on one line with its unit, as the rest of the content does', () => {
    const shown = subsidiaries.flatMap((subsidiary) => subsidiary.counters.map((counter) => `${counter.value}${counter.suffix ?? ''}`));
    expect(shown).toContain('120\u00a0kW');
    expect(shown.filter((text) => keepFiguresTogether(text) !== text)).toEqual([]);
  });
});

describe('French content', () => {
  it.each(contentModules)('holds its punctuation and numbers with no-break spaces (%s)', (_, modules) => {
    const strings = frenchStrings(modules);
    expect(strings.length).toBeGreaterThan(10);
    expect(strings.filter(({ text }) => plainSpace.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('holds them in the job offers too', () => {
    const strings = frenchStrings(jobOffers, true);
    expect(strings.some(({ text }) => text.includes('\u00a0:'))).toBe(true);
    expect(strings.filter(({ text }) => plainSpace.test(text)).map(({ path }) => path)).toEqual([]);
  });
});
