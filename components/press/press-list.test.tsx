import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { PressList, type PressListLabels } from './press-list';
import type { PressCardData } from './press-card';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/actualites/communiques', useParams: () => ({ locale: 'fr' }) }));

const labels: PressListLabels = {
  searchPlaceholder: 'Rechercher un article...',
  searchLabel: 'Rechercher un article',
  filtersLabel: 'Filtrer par étiquette',
  all: 'Tous',
  readArticle: "Lire l'article",
  loadingArticle: "Chargement de l'article...",
  empty: 'Aucun article trouvé pour votre recherche.',
  resultsCount: ['Aucun communiqué', '1 communiqué', '2 communiqués'],
};

const image = { src: '/images/press/placeholder.svg', alt: '', width: 1200, height: 800 };
const releases: PressCardData[] = [
  { id: 'a', title: 'Centrale solaire à Nairobi', excerpt: 'Growth Energy inaugure', tags: ['Growth Energy', 'Africa'], date: '2026-01-02', dateLabel: '2 janvier 2026', image },
  { id: 'b', title: 'Partenariat numérique', excerpt: 'Asking signe', tags: ['asking'], date: '2026-01-01', dateLabel: '1 janvier 2026', image },
];

function renderList() {
  return render(
    <NextIntlClientProvider locale="fr" messages={{}}>
      <PressList releases={releases} query={{}} labels={labels} />
    </NextIntlClientProvider>,
  );
}

describe('PressList', () => {
  // The list keeps its search and tag in the history entry: each test starts from a fresh one.
  beforeEach(() => window.history.replaceState(null, '', '/actualites/communiques'));

  it('filters by tag whatever its spelling and by accent-insensitive search', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getAllByTestId('press-card')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Asking' }));
    expect(screen.getAllByTestId('press-card')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Partenariat numérique' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tous' }));
    fireEvent.change(screen.getByPlaceholderText('Rechercher un article...'), { target: { value: 'numerique' } });
    expect(screen.getAllByTestId('press-card')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Africa' }));
    expect(screen.getByText('Aucun article trouvé pour votre recherche.')).toBeInTheDocument();
  }, 20_000);

  it('tells screen readers how many releases a filter leaves, in a polite live region', async () => {
    const user = userEvent.setup();
    renderList();
    const count = screen.getByTestId('live-count');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toHaveTextContent('2 communiqués');
    await user.click(screen.getByRole('button', { name: 'Asking' }));
    expect(count).toHaveTextContent('1 communiqué');
    // Another tag with as many releases: a different list, so its count is said again.
    const afterAsking = count.textContent;
    await user.click(screen.getByRole('button', { name: 'Growth Energy' }));
    expect(count).toHaveTextContent('1 communiqué');
    expect(count.textContent).not.toBe(afterAsking);
    fireEvent.change(screen.getByPlaceholderText('Rechercher un article...'), { target: { value: 'nothing like this' } });
    expect(count).toHaveTextContent('Aucun communiqué');
  }, 20_000);

  it('comes back with the search and tag chosen in the same history entry', async () => {
    const user = userEvent.setup();
    const first = renderList();
    await user.click(screen.getByRole('button', { name: 'Asking' }));
    fireEvent.change(screen.getByPlaceholderText('Rechercher un article...'), { target: { value: 'partenariat' } });
    first.unmount();

    renderList();
    expect(screen.getByRole('button', { name: 'Asking' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByPlaceholderText('Rechercher un article...')).toHaveValue('partenariat');
    expect(screen.getAllByTestId('press-card')).toHaveLength(1);
  }, 20_000);

  it('ignores a stored tag it does not know', () => {
    window.history.replaceState({ pressTag: 'Retired tag', pressQuery: 42 }, '');
    renderList();
    expect(screen.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByPlaceholderText('Rechercher un article...')).toHaveValue('');
    expect(screen.getAllByTestId('press-card')).toHaveLength(2);
  });

  it('shows the loading overlay when an article link is clicked, announced', async () => {
    const user = userEvent.setup();
    renderList();
    const link = screen.getAllByRole('link', { name: /Lire l'article/ })[0]!;
    expect(link).toHaveAttribute('href', '/actualites/communiques/a');
    link.addEventListener('click', (event) => event.preventDefault());
    // The live region is there, empty, before the text comes into it: so screen readers say it.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(link);
    expect(screen.getByRole('status')).toHaveTextContent("Chargement de l'article...");
  }, 20_000);
});
