import { render } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { buttonVariants } from './button-variants';
import { cardVariants } from './card';
import { Input } from './input';
import { Textarea } from './textarea';
import { NativeSelect } from './native-select';
import { Label } from './label';
import { ToggleChip } from './toggle-chip';

// cn joins class lists without resolving conflicts (lib/utils.ts), so two classes setting the same
// property would leave the winner to the stylesheet's order. tailwind-merge, here only, finds them.
const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();
const expectConflictFree = (classes: string) => expect(sorted(twMerge(classes))).toEqual(sorted(classes));

const buttonVariantNames = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'energy', 'sun'] as const;
const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;

describe('component styles set each utility once, so joining class lists is enough', () => {
  it.each(buttonVariantNames.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))('button %s, size %s', (variant, size) => {
    expectConflictFree(buttonVariants({ variant, size }));
  });

  it.each(['default', 'media', 'dashed'] as const)('card %s', (variant) => {
    expectConflictFree(cardVariants({ variant }));
  });

  it.each(['text', 'email', 'file'])('input of type %s', (type) => {
    const { container } = render(<Input type={type} />);
    expectConflictFree(container.querySelector('input')?.className ?? '');
  });

  it('textarea, select and label', () => {
    const { container } = render(
      <>
        <Textarea />
        <NativeSelect />
        <Label />
      </>,
    );
    for (const element of container.children) expectConflictFree(element.className);
  });

  it.each([true, false])('filter chip, pressed %s', (pressed) => {
    const { container } = render(<ToggleChip pressed={pressed}>Tous</ToggleChip>);
    expectConflictFree(container.querySelector('button')?.className ?? '');
  });

  it('finds a conflict when there is one', () => {
    expect(() => expectConflictFree(buttonVariants({ size: 'sm', className: 'min-h-12' }))).toThrow();
  });
});
