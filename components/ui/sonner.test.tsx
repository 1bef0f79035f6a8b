import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { Toaster } from './sonner';
import { SonnerToaster } from './sonner-toaster';
import { toast as lazyToast, reportConnectionLost } from './toast';

const labels = {
  close: 'Fermer la notification',
  region: 'Notifications',
  connectionLostTitle: 'Connexion perdue',
  connectionLostDescription: 'Cette partie de la page n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.',
};

describe('SonnerToaster', () => {
  it('shows at most three toasts, bottom-right, 356 px wide with a 14 px gap', async () => {
    const { container } = render(<SonnerToaster />);
    await act(async () => {
      for (let index = 1; index <= 5; index += 1) toast(`Message ${index}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const list = container.ownerDocument.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list).not.toBeNull();
    expect(list?.getAttribute('data-x-position')).toBe('right');
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.style.getPropertyValue('--width')).toBe('356px');
    expect(list?.style.getPropertyValue('--gap')).toBe('14px');
    const visible = [...(list?.querySelectorAll('[data-sonner-toast]') ?? [])].filter((item) => item.getAttribute('data-visible') === 'true');
    expect(visible).toHaveLength(3);
  });
});

describe('Toaster', () => {
  it('renders nothing until a toast is raised, then loads sonner and shows it', async () => {
    const { container } = render(<Toaster labels={labels} />);
    expect(container.ownerDocument.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => lazyToast.success('Lien copié', { description: 'Le lien a été copié dans le presse-papiers.' }));
    expect(await screen.findByText('Lien copié')).toBeInTheDocument();
    expect(screen.getByText('Le lien a été copié dans le presse-papiers.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Fermer la notification' }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'Close toast' })).toHaveLength(0);
    expect(container.ownerDocument.querySelector('section[aria-label^="Notifications"]')).not.toBeNull();
  });

  it('tells the visitor, in the page’s language, that a part of the page could not load, until closed', async () => {
    render(<Toaster labels={labels} />);
    act(() => reportConnectionLost());
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(`${labels.connectionLostTitle}${labels.connectionLostDescription}`);
    act(() => within(notice).getByRole('button', { name: labels.close }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
