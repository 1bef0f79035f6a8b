'use client';

import { useMemo, useState } from 'react';
import { gridImageLoading } from '@/components/media/image-priority';
import { LiveCount } from '@/components/ui/live-count';
import { SearchInput } from '@/components/ui/search-input';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { hasFilterTag, pressTagFilterLabel, pressTagFilters, type PressTagFilter } from '@/lib/content/press-tags';
import { earlyTap } from '@/lib/early-taps';
import { listFilterParams, type ListQuery } from '@/lib/filtered-lists';
import { matchesSearch } from '@/lib/text/search';
import { useTextTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { storedString, useHistoryState } from '@/lib/use-history-state';
import { ArticleLoadingOverlay } from './article-loading-overlay';
import { PressCard, type PressCardData } from './press-card';

export type PressListLabels = {
  searchPlaceholder: string;
  searchLabel: string;
  filtersLabel: string;
  all: string;
  readArticle: string;
  loadingArticle: string;
  empty: string;
  resultsCount: string[];
};

/** Search and tag filters over cards the server already ordered (shuffled per render). */
export function PressList({ releases, query: rendered, labels }: { releases: PressCardData[]; query: ListQuery; labels: PressListLabels }) {
  const [query, setQuery] = useHistoryState('pressQuery', '', storedString, { param: listFilterParams.press.query, query: rendered });
  useTextTypedBeforeHydration('press-search', setQuery);
  // By label: the entry's state keeps a copy, not the filter object itself.
  const [tagLabel, setTagLabel] = useHistoryState<string>('pressTag', '', pressTagFilterLabel, { param: listFilterParams.press.tag, query: rendered });
  const tag = pressTagFilters.find((filter) => filter.label === tagLabel) ?? null;
  const [opening, setOpening] = useState(false);

  const visible = useMemo(() => {
    return releases.filter((release) => (tag === null || hasFilterTag(release.tags, tag)) && matchesSearch([release.title, release.excerpt], query));
  }, [releases, query, tag]);

  const filters: { value: PressTagFilter | null; label: string }[] = [{ value: null, label: labels.all }, ...pressTagFilters.map((value) => ({ value, label: value.label }))];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <SearchInput
          id="press-search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.searchPlaceholder}
          aria-label={labels.searchLabel}
          className="max-w-md"
        />
        <div role="group" aria-label={labels.filtersLabel} className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const active = filter.value === tag;
            return (
              <ToggleChip key={filter.label} {...earlyTap} pressed={active} onClick={() => setTagLabel(filter.value?.label ?? '')}>
                {filter.label}
              </ToggleChip>
            );
          })}
        </div>
      </div>
      <LiveCount texts={labels.resultsCount} count={visible.length} selection={tagLabel} />
      {visible.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">
          {labels.empty}
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((release, index) => (
            <li key={release.id}>
              <PressCard
                release={release}
                readLabel={labels.readArticle}
                // One row of three on a desktop's first screen.
                imageLoading={gridImageLoading(index, 3)}
                onOpen={(event) => {
                  // A link opened in another tab leaves this page as it is.
                  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) setOpening(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <ArticleLoadingOverlay label={labels.loadingArticle} shown={opening} />
    </div>
  );
}
