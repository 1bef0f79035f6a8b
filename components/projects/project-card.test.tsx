import { render, screen, within } from '@testing-library/react';
import { ProjectCard } from './project-card';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/en/actualites/projets', useParams: () => ({ locale: 'en' }) }));

// WordPress text is French under /en: the card link names the title in its own language, as the press cards do.
describe('ProjectCard on an English page showing French content', () => {
  it('names the project in French inside the English link text', () => {
    const project = { id: '2', path: '/actualites/projets/kira', title: 'Centrale de Kira', description: 'Une centrale.', progress: 40, subsidiary: 'growth-energy', subsidiaryLabel: 'Growth Energy', location: 'Burundi', lang: 'fr' as const };
    render(<ProjectCard project={project} labels={{ progress: 'Progress', percent: '{value}%', details: 'Project details' }} />);
    const link = screen.getByRole('link', { name: /^Project details/ });
    expect(within(link).getByText('Centrale de Kira')).toHaveAttribute('lang', 'fr');
    expect(link).not.toHaveAttribute('aria-label');
  });
});
