'use client';

import { gridImageLoading } from '@/components/media/image-priority';
import { LiveCount } from '@/components/ui/live-count';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { listFilterParams, type ListQuery } from '@/lib/filtered-lists';
import { matchesProjectSearch } from '@/lib/projects/details';
import { useTextTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { storedOneOf, storedString, useHistoryState } from '@/lib/use-history-state';
import { ProjectCard, type ProjectCardView } from './project-card';

type ProjectsBrowserProps = {
  projects: ProjectCardView[];
  tabs: { value: string; label: string }[];
  /** The query the page was rendered for: its filters apply from the first paint. */
  query: ListQuery;
  labels: { searchLabel: string; searchPlaceholder: string; tabsLabel: string; emptySearch: string; resultsCount: string[]; progress: string; percent: string; details: string };
};

/** 'Projets en Cours': search over title, description and location, subsidiary tabs, cards. */
export function ProjectsBrowser({ projects, tabs, query: rendered, labels }: ProjectsBrowserProps) {
  const [query, setQuery] = useHistoryState('projectsQuery', '', storedString, { param: listFilterParams.projects.query, query: rendered });
  useTextTypedBeforeHydration('projects-search', setQuery);
  const [tab, setTab] = useHistoryState('projectsTab', 'all', storedOneOf(tabs.map((option) => option.value)), { param: listFilterParams.projects.subsidiary, query: rendered });
  const shown = projects.filter((project) => (tab === 'all' || project.subsidiary === tab) && matchesProjectSearch(project, query));

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <TabsList aria-label={labels.tabsLabel}>
          {tabs.map((option) => (
            <TabsTrigger key={option.value} value={option.value}>
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <SearchInput
          id="projects-search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.searchPlaceholder}
          aria-label={labels.searchLabel}
          className="w-full lg:max-w-sm"
        />
      </div>
      {/* One panel, filtered by the selected tab. */}
      <TabsContent value={tab}>
        <LiveCount texts={labels.resultsCount} count={shown.length} selection={tab} />
        {shown.length === 0 ? (
          <p className="py-12 text-center text-muted-foreground">{labels.emptySearch}</p>
        ) : (
          // One row of three on a desktop's first screen.
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((project, index) => (
              <ProjectCard key={project.id} project={project} labels={{ progress: labels.progress, percent: labels.percent, details: labels.details }} imageLoading={gridImageLoading(index, 3)} />
            ))}
          </div>
        )}
      </TabsContent>
    </Tabs>
  );
}
