import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('mission');
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    >
      <TabsList aria-label="Topics">
        <TabsTrigger value="mission">Mission</TabsTrigger>
        <TabsTrigger value="vision">Vision</TabsTrigger>
        <TabsTrigger value="goals">Goals</TabsTrigger>
      </TabsList>
      <TabsContent value="mission">Mission text</TabsContent>
      <TabsContent value="vision">Vision text</TabsContent>
      <TabsContent value="goals">Goals text</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('links each tab to its panel and keeps only the selected tab in the Tab order', () => {
    render(<Example />);
    const [mission, vision] = screen.getAllByRole('tab');
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tablist', { name: 'Topics' })).toBeInTheDocument();
    expect(mission).toHaveAttribute('aria-selected', 'true');
    expect(mission).toHaveAttribute('tabindex', '0');
    expect(vision).toHaveAttribute('tabindex', '-1');
    expect(mission).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', mission?.id);
    expect(panel).toHaveTextContent('Mission text');
  });

  it('moves and selects with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Example onValueChange={(value) => changes.push(value)} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vision text');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Goals text');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(changes).toEqual(['vision', 'goals', 'mission', 'goals', 'mission', 'goals']);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('renders every panel, the unselected ones hidden, so their text is in the server HTML', () => {
    const { container } = render(<Example />);
    const panels = [...container.querySelectorAll('[data-slot="tabs-content"]')];
    expect(panels.map((panel) => panel.textContent)).toEqual(['Mission text', 'Vision text', 'Goals text']);
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
    for (const tab of screen.getAllByRole('tab')) expect(container.querySelector(`#${tab.getAttribute('aria-controls')}`)).not.toBeNull();
  });

  it('switches on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Goals text');
  });
});
