'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { matchesProjectSearch } from '@/lib/projects/details';
import { cn } from '@/lib/utils';
import { ProjectCard, type ProjectCardView } from './project-card';

type ProjectsExplorerProps = {
  projects: ProjectCardView[];
  tabs: { value: string; label: string }[];
  labels: { searchLabel: string; searchPlaceholder: string; tabsLabel: string; emptySearch: string; progress: string; details: string };
};

/** 'Projets en Cours': search over title, description and location, subsidiary tabs, cards. */
export function ProjectsExplorer({ projects, tabs, labels }: ProjectsExplorerProps) {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState('all');
  const tabList = useRef<HTMLDivElement>(null);
  const shown = projects.filter((project) => (tab === 'all' || project.subsidiary === tab) && matchesProjectSearch(project, query));

  // Arrow keys move between tabs and select them (WAI-ARIA tabs, automatic activation).
  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((option) => option.value === tab);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setTab(next.value);
    tabList.current?.querySelector<HTMLButtonElement>(`#projects-tab-${next.value}`)?.focus();
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        {/* One panel filtered by the selected tab, so every tab controls the same panel. */}
        <div ref={tabList} role="tablist" aria-label={labels.tabsLabel} onKeyDown={onTabKeyDown} className="inline-flex w-fit flex-wrap gap-1 rounded-lg bg-muted p-1">
          {tabs.map((option) => (
            <button
              key={option.value}
              type="button"
              role="tab"
              id={`projects-tab-${option.value}`}
              aria-selected={tab === option.value}
              aria-controls="projects-panel"
              tabIndex={tab === option.value ? 0 : -1}
              onClick={() => setTab(option.value)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                tab === option.value ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <SearchInput
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.searchPlaceholder}
          aria-label={labels.searchLabel}
          className="w-full lg:max-w-sm"
        />
      </div>
      <div id="projects-panel" role="tabpanel" aria-labelledby={`projects-tab-${tab}`}>
        {shown.length === 0 ? (
          <p className="py-12 text-center text-muted-foreground">{labels.emptySearch}</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((project, index) => (
              <ProjectCard key={project.id} project={project} labels={{ progress: labels.progress, details: labels.details }} priority={index === 0} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
