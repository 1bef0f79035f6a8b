import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { emptyJobFilters, type JobFilters } from '@/lib/careers/job-filters';
import { getActiveJobs } from '@/lib/content/jobs';
import { JobList, type JobListLabels } from './job-list';

jest.mock('@/lib/i18n/link', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// The labels JobOpenings resolves on the server, built the same way from the message files.
function labelsFor(locale: 'fr' | 'en', jobCount: number): JobListLabels {
  const messages = locale === 'fr' ? fr : en;
  const t = createTranslator({ locale, messages, namespace: 'JobList' });
  return {
    ...messages.JobList,
    searchChip: t('searchChip', { query: '{query}' }),
    removeFilter: t('removeFilter', { label: '{label}' }),
    resultCount: Array.from({ length: jobCount + 1 }, (_, count) => t('resultCount', { count })),
  };
}

function renderList(locale: 'fr' | 'en', jobs = getActiveJobs(locale), initialFilters: JobFilters = emptyJobFilters) {
  return render(<JobList jobs={jobs} initialFilters={initialFilters} spontaneous={<button type="button">spontaneous</button>} labels={labelsFor(locale, jobs.length)} />);
}

describe('JobList', () => {
  beforeEach(() => window.history.replaceState(null, '', '/carrieres/rejoignez-nous'));

  it('shows the no-openings state with the spontaneous option when there is no offer', () => {
    renderList('en', []);
    expect(screen.getByRole('heading', { name: 'No current openings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'spontaneous' })).toBeInTheDocument();
  });

  it('counts results with the plural in both languages', async () => {
    renderList('fr');
    expect(screen.getByText('3 offres trouvées')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filiale'), 'gem-e-mobility');
    expect(screen.getByText('1 offre trouvée')).toBeInTheDocument();
    expect(window.location.search).toBe('?filiale=gem-e-mobility');
  });

  it.each([
    ['fr', 'Rechercher une offre', 'Aucune offre trouvée'],
    ['en', 'Search jobs', 'No jobs found'],
  ] as const)('says that no offer was found, as the other lists do, when the search leaves none (%s)', async (locale, searchLabel, none) => {
    renderList(locale);
    await userEvent.type(screen.getByLabelText(searchLabel), 'astronaut');
    expect(screen.getByTestId('job-count')).toHaveTextContent(none);
  });

  it('says the count again when a filter changes the list but not its number', async () => {
    renderList('fr');
    const count = screen.getByTestId('job-count');
    expect(count).toHaveAttribute('aria-live', 'polite');
    await userEvent.selectOptions(screen.getByLabelText('Filiale'), 'gem-e-mobility');
    expect(count).toHaveTextContent('1 offre trouvée');
    const before = count.textContent;
    await userEvent.selectOptions(screen.getByLabelText('Lieu'), 'nairobi');
    expect(count).toHaveTextContent('1 offre trouvée');
    expect(count.textContent).not.toBe(before);
  });

  it('renders the filters the server read from the query', () => {
    const html = renderToString(<JobList jobs={getActiveJobs('en')} initialFilters={{ ...emptyJobFilters, location: 'bujumbura' }} spontaneous={null} labels={labelsFor('en', 3)} />);
    expect(html).toContain('1 job found');
    expect(html).toContain('Remove filter Bujumbura, Burundi');
  });

  it('takes the filters of the address when remounted with none, as after Back', () => {
    window.history.replaceState(null, '', '/en/carrieres/rejoignez-nous?lieu=bujumbura');
    renderList('en');
    expect(screen.getByText('1 job found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Bujumbura, Burundi' })).toBeInTheDocument();
  });
});
