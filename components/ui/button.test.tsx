import { render, screen } from '@testing-library/react';
import { Button, buttonVariants } from './button';

const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'energy', 'sun'] as const;
const sizes = ['default', 'sm', 'lg', 'icon'] as const;

describe('Button', () => {
  it('has the eight variants and four sizes of the visual contract, each distinct', () => {
    expect(new Set(variants.map((variant) => buttonVariants({ variant }))).size).toBe(8);
    expect(new Set(sizes.map((size) => buttonVariants({ size }))).size).toBe(4);
  });

  it('renders its child element in place of a button with asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="mailto:contact@solio.example">Contact</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link.className).toContain('underline-offset-4');
  });
});
