import { render, screen, within } from '@testing-library/react';
import type { EventView } from '@/lib/events/view';
import { EventCard } from './event-card';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/en/actualites/evenements', useParams: () => ({ locale: 'en' }) }));

// WordPress text is French under /en: the card link names the title in its own language, as the press cards do.
const frenchEvent: EventView = {
  id: '1',
  slug: 'forum',
  path: '/actualites/evenements/forum',
  title: 'Forum de l’énergie',
  description: 'Deux jours d’échanges.',
  location: 'Kigali',
  dateLabel: 'December 2, 2026',
  startDay: '2026-12-02',
  endDay: '2026-12-02',
  timeRange: null,
  status: 'upcoming',
  tags: [],
  image: { src: '/images/events/forum.svg', alt: '' },
  lang: 'fr',
};

describe('EventCard on an English page showing French content', () => {
  it('names the event in French inside the English link text', () => {
    render(<EventCard event={frenchEvent} statusLabel="Upcoming" detailsLabel="View the event" />);
    const link = screen.getByRole('link', { name: /^View the event/ });
    expect(within(link).getByText('Forum de l’énergie')).toHaveAttribute('lang', 'fr');
    expect(link).not.toHaveAttribute('aria-label');
  });
});
