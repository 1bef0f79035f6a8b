import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import fr from '@/messages/fr.json';
import { ContactForm } from './contact-form';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function renderForm() {
  render(<ContactForm locale="fr" recipient="contact@solio.example" labels={fr.ContactForm} />);
}

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Prénom/), 'Amélie');
  await user.type(screen.getByLabelText(/^Nom/), 'Diallo');
  await user.type(screen.getByLabelText(/^Email/), 'amelie@example.com');
  await user.type(screen.getByLabelText(/^Sujet/), 'Partenariat');
  await user.type(screen.getByLabelText(/^Message/), 'Bonjour');
  return user;
}

// jsdom has no fetch Response: the form only reads status and json().
function answer(status: number, body: unknown) {
  return Promise.resolve({ status, ok: status < 300, json: async () => body } as Response);
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

it('shows the French errors under their fields, linked by aria-describedby', async () => {
  renderForm();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer le message' }));
  const prenom = await screen.findByLabelText(/^Prénom/);
  expect(prenom).toHaveAttribute('aria-invalid', 'true');
  expect(prenom).toHaveAccessibleDescription('Le prénom est requis');
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Le prénom est requis',
    'Le nom est requis',
    "L'email est requis",
    'Le sujet est requis',
    'Le message est requis',
  ]);
});

it('posts once even on a double click, keeps the focus on its button, then clears the fields and keeps a local copy', async () => {
  let release: (value: Response) => void = () => undefined;
  const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (release = resolve)));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderForm();
  const user = await fill();
  const button = screen.getByRole('button', { name: 'Envoyer le message' });
  await user.dblClick(button);
  const sending = await screen.findByRole('button', { name: 'Envoi en cours...' });
  expect(sending).toHaveAttribute('aria-disabled', 'true');
  expect(sending).toHaveFocus();
  // While the first post is on its way, another click or Enter in a field sends nothing more.
  await user.click(sending);
  await user.type(screen.getByLabelText(/^Sujet/), '{Enter}');
  await user.click(sending);
  expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBe(sending);
  release(await answer(200, { ok: true }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message envoyé', expect.anything()));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Envoyer le message' })).toHaveFocus();
  expect(screen.getByLabelText(/^Prénom/)).toHaveValue('');
  expect(JSON.parse(window.localStorage.getItem('formSubmissions') ?? '[]')).toEqual([
    expect.objectContaining({ formType: 'contact', name: 'Amélie Diallo', sujet: 'Partenariat', recipient: 'contact@solio.example' }),
  ]);
});

it('keeps the fields and shows the destructive toast on failure', async () => {
  global.fetch = jest.fn(() => answer(502, { ok: false, error: 'delivery-failed', message: 'Mailer exploded' })) as unknown as typeof fetch;
  renderForm();
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur d’envoi', { description: 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer.' }));
  expect(screen.getByLabelText(/^Message/)).toHaveValue('Bonjour');
  expect(window.localStorage.getItem('formSubmissions')).toBeNull();
});

it('shows the destructive toast when the failure comes without a message, from something between the form and its handler', async () => {
  global.fetch = jest.fn(() => answer(503, { ok: false })) as unknown as typeof fetch;
  renderForm();
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur d’envoi', { description: 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer.' }));
  expect(screen.getByLabelText(/^Message/)).toHaveValue('Bonjour');
  expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
});

it('shows the rate-limit notice with the minutes left', async () => {
  global.fetch = jest.fn(() => answer(429, { ok: false, error: 'rate-limited', message: 'x', minutesLeft: 42 })) as unknown as typeof fetch;
  renderForm();
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Trop de tentatives', { description: 'Veuillez réessayer dans 42 minutes.' }));
});

it('keeps what the failure toast said above the send button until the next send, which clears it', async () => {
  const answers = [answer(429, { ok: false, error: 'rate-limited', message: 'x', minutesLeft: 42 }), answer(200, { ok: true })];
  global.fetch = jest.fn(() => answers.shift()!) as unknown as typeof fetch;
  renderForm();
  const user = await fill();
  const send = screen.getByRole('button', { name: 'Envoyer le message' });
  await user.click(send);
  const note = await screen.findByTestId('form-failure');
  expect(note).toHaveTextContent('Trop de tentatives');
  expect(note).toHaveTextContent('Veuillez réessayer dans 42 minutes.');
  // Read just before the button, in the page's order.
  expect(note.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await user.click(send);
  await waitFor(() => expect(toast.success).toHaveBeenCalled());
  expect(screen.queryByTestId('form-failure')).toBeNull();
});
