import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventsCalendar, type EventsCalendarLabels } from './events-calendar';
import { forum } from './testing/forum-event';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/actualites/evenements', useParams: () => ({ locale: 'fr' }) }));

const labels: EventsCalendarLabels = {
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  help: 'Flèches pour changer de jour',
  eventsOn: 'Événements du {date}',
  hasEvents: ['aucun événement', '1 événement'],
  emptyDay: 'Aucun événement prévu pour cette date.',
  status: { upcoming: 'À venir', past: 'Passé', spotlight: 'À la une' },
  actions: { consult: 'Consulter', addToCalendar: 'Ajouter au calendrier', learnMore: 'En savoir plus', newTab: '(nouvel onglet)' },
};

function renderCalendar() {
  return render(<EventsCalendar events={[forum]} today="2026-11-24" locale="fr" labels={labels} />);
}

describe('EventsCalendar', () => {
  beforeEach(() => window.history.replaceState(null, '', '/actualites/evenements'));

  it('opens the month of a greyed day from the next month, with that day chosen', async () => {
    const user = userEvent.setup();
    renderCalendar();
    expect(screen.getByRole('heading', { level: 2, name: 'novembre 2026' })).toBeInTheDocument();

    // November 2026 ends on a Monday: its last week shows 1 to 6 December.
    await user.click(screen.getByRole('button', { name: /^mercredi 2 décembre 2026, 1 événement$/ }));

    expect(screen.getByRole('heading', { level: 2, name: 'décembre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Événements du mercredi 2 décembre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Forum de l’énergie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^mercredi 2 décembre 2026/ })).toHaveAttribute('tabindex', '0');
  });

  it('keeps the month when the chosen day is in it', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('button', { name: 'jeudi 26 novembre 2026' }));
    expect(screen.getByRole('heading', { level: 2, name: 'novembre 2026' })).toBeInTheDocument();
    expect(screen.getByText('Aucun événement prévu pour cette date.')).toBeInTheDocument();
  });
});
