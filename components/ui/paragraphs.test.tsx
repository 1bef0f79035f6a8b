import { render, screen } from '@testing-library/react';
import { ListItems, Paragraphs } from './paragraphs';

describe('Paragraphs and ListItems', () => {
  it('render every text in order, a repeated one included', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <Paragraphs texts={['Premier.', 'Répété.', 'Répété.']} className="mt-3" />
        <ul>
          <ListItems texts={['Un', 'Deux']} />
        </ul>
      </>,
    );
    expect(screen.getAllByText(/Premier|Répété/).map((paragraph) => paragraph.textContent)).toEqual(['Premier.', 'Répété.', 'Répété.']);
    expect(screen.getByText('Premier.')).toHaveClass('mt-3');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Un', 'Deux']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('leave the text out of the keys, so a server payload carries each paragraph once', () => {
    const element = Paragraphs({ texts: ['Une phrase que la clé ne répète pas.'] });
    expect(element.map((paragraph) => paragraph.key)).toEqual(['0']);
  });
});
