'use client';

import { useState } from 'react';
import { Search } from 'lucide-react';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { matchesProjectSearch } from '@/lib/projects/details';
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
  const shown = projects.filter((project) => (tab === 'all' || project.subsidiary === tab) && matchesProjectSearch(project, query));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={labels.tabsLabel}>
            {tabs.map((option) => (
              <TabsTrigger key={option.value} value={option.value}>
                {option.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <div className="relative w-full lg:max-w-sm">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={labels.searchPlaceholder}
            aria-label={labels.searchLabel}
            className="h-10 w-full rounded-md border bg-background pr-3 pl-9 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{labels.emptySearch}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <ProjectCard key={project.id} project={project} labels={{ progress: labels.progress, details: labels.details }} />
          ))}
        </div>
      )}
    </div>
  );
}
