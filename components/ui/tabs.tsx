'use client';

import * as React from 'react';
import { earlyTap } from '@/lib/early-taps';
import { storedOneOf, useHistoryState } from '@/lib/use-history-state';
import { cn } from '@/lib/utils';

// The WAI-ARIA tabs pattern, written out: the arrow keys, Home and End move the focus and select
// (automatic activation); only the selected tab is in the Tab order. Radix Tabs did the same with
// about 9 KB gzipped of roving-focus and presence code on every page that has tabs.

type TabsContextValue = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be rendered inside <Tabs>.');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

// Controlled: each use keeps its choice where it must survive a remount (the history entry).
type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

function Tabs({ value, onValueChange, className, ...props }: TabsProps) {
  const baseId = React.useId();
  const context = React.useMemo<TabsContextValue>(() => ({ value, baseId, select: onValueChange }), [value, baseId, onValueChange]);
  return (
    <TabsContext.Provider value={context}>
      <div data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext.Provider>
  );
}

type RememberedTabsProps = Omit<TabsProps, 'value' | 'onValueChange'> & {
  /** Names the tabs in the page's history entry. */
  rememberAs: string;
  values: readonly string[];
  /** The first of `values` when not given. */
  defaultValue?: string;
};

/**
 * Tabs whose choice is kept in the page's history entry, as the lists keep their filters: a
 * visitor who follows a link from the third tab and comes back with Back finds the third tab.
 */
function RememberedTabs({ rememberAs, values, defaultValue = values[0] ?? '', ...props }: RememberedTabsProps) {
  const [value, setValue] = useHistoryState(`tab:${rememberAs}`, defaultValue, storedOneOf(values));
  return <Tabs value={value} onValueChange={setValue} {...props} />;
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  const { select } = useTabs();
  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = keySteps[event.key];
    if (!step || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    const target = tabs[step(Math.max(current, 0), tabs.length)];
    if (!target?.dataset.value) return;
    event.preventDefault();
    target.focus();
    select(target.dataset.value);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      onKeyDown={handleKeyDown}
      className={cn('inline-flex h-auto w-fit flex-wrap items-center justify-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

function TabsTrigger({ value, className, onClick, ...props }: React.ComponentProps<'button'> & { value: string }) {
  const { value: selected, select, baseId } = useTabs();
  const active = value === selected;
  return (
    <button
      {...earlyTap}
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      data-slot="tabs-trigger"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

// Every panel is rendered, the unselected ones hidden: their text is in the server HTML for search
// engines (a visitor without JavaScript sees the selected one only). Tabs that filter one list
// render one panel for all of them (value = the selected tab).
function TabsContent({ value, className, ...props }: React.ComponentProps<'div'> & { value: string }) {
  const { value: selected, baseId } = useTabs();
  const active = value === selected;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!active}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tabs-content"
      className={cn('outline-none focus-visible:ring-[3px] focus-visible:ring-ring', className)}
      {...props}
    />
  );
}

export { Tabs, RememberedTabs, TabsList, TabsTrigger, TabsContent };
