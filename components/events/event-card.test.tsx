import { render, screen, within } from '@testing-library/react';
import { EventCard } from './event-card';
import { forum } from './testing/forum-event';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/en/actualites/evenements', useParams: () => ({ locale: 'en' }) }));

// WordPress text is French under /en: the card link names the title in its own language, as the press cards do.
const frenchEvent = { ...forum, dateLabel: 'December 2, 2026', lang: 'fr' as const };

describe('EventCard on an English page showing French content', () => {
  it('names the event in French inside the English link text', () => {
    render(<EventCard event={frenchEvent} statusLabel="Upcoming" detailsLabel="View the event" />);
    const link = screen.getByRole('link', { name: /^View the event/ });
    expect(within(link).getByText('Forum de l’énergie')).toHaveAttribute('lang', 'fr');
    expect(link).not.toHaveAttribute('aria-label');
  });
});
