'use client';

import { useMemo, useState } from 'react';
import { prepareToasts, toast } from '@/components/ui/toast';
import { DownloadIcon, FileTextIcon, ImageOffIcon, LayoutGridIcon, LinkIcon, SquareIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { gridImageLoading, imagePriority, type ImageLoading } from './image-priority';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
// Types only: a value import would bring the whole media manifest into the browser bundle.
import type { MediaType } from '@/lib/content/media';
import { earlyTap } from '@/lib/early-taps';
import { listFilterParams, type ListQuery } from '@/lib/filtered-lists';
import { countMediaByTab, filterMedia, mediaTabs, type MediaTab } from '@/lib/media/media-filters';
import { useTextTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { storedOneOf, storedString, useHistoryState } from '@/lib/use-history-state';
import { cn } from '@/lib/utils';

/** A media item as the browser shows it, with its labels already in the page's language. */
export type MediaEntry = {
  src: string;
  name: string;
  type: MediaType;
  poster?: string;
  /** An image's addresses for its preview, from next/image on the server. */
  preview?: { src: string; srcSet?: string };
  /** Intrinsic size, so the preview reserves its space (no layout shift). */
  width: number;
  height: number;
  alt: string;
  typeLabel: string;
  copyLinkLabel: string;
  downloadLabel: string;
};

type MediaBrowserLabels = {
  searchLabel: string;
  searchPlaceholder: string;
  typesLabel: string;
  types: Record<MediaTab, string>;
  layoutLabel: string;
  grid: string;
  large: string;
  /** The counter for each number of items shown, from 0 to all of them. */
  counter: string[];
  empty: string;
  copyLink: string;
  download: string;
  linkCopiedTitle: string;
  linkCopiedText: string;
  copyFailed: string;
  brokenImage: string;
};

const layouts = ['grid', 'large'] as const;
type Layout = (typeof layouts)[number];

// As variables: the cards' height off screen is computed from them (app/globals.css, .media-card).
const gridClass: Record<Layout, string> = {
  grid: '[--columns:1] sm:[--columns:2] lg:[--columns:4] [--gap:1rem] [--preview-aspect:3/2]',
  large: '[--columns:1] md:[--columns:2] [--gap:1.5rem] [--preview-aspect:16/9]',
};

// How many cards a desktop's first screen shows: two rows of four, or one row of two.
const onFirstScreen: Record<Layout, number> = { grid: 8, large: 2 };

const previewSizes: Record<Layout, string> = {
  grid: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  large: '(min-width: 768px) 50vw, 100vw',
};

// An image that failed before the page's scripts ran has missed its error handler: asked again once
// mounted, it fails again, now heard (next/image does the same). Outside the component, so that React
// calls it once per image rather than on every render.
const retryFailureBeforeHydration = (image: HTMLImageElement | null) => {
  if (image) image.src = image.src;
};

function ImagePreview({ item, sizes, brokenLabel, loading }: { item: MediaEntry; sizes: string; brokenLabel: string; loading: ImageLoading }) {
  const [broken, setBroken] = useState(false);
  if (broken || !item.preview) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground" data-testid="media-broken">
        <ImageOffIcon className="size-8" aria-hidden />
        <span className="text-sm">{brokenLabel}</span>
      </div>
    );
  }
  const priority = imagePriority(loading);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own output, its addresses worked out on the server (media-library.tsx)
    <img
      ref={retryFailureBeforeHydration}
      src={item.preview.src}
      srcSet={item.preview.srcSet}
      sizes={item.preview.srcSet ? sizes : undefined}
      alt={item.alt}
      width={item.width}
      height={item.height}
      loading={priority.loading ?? 'lazy'}
      fetchPriority={priority.fetchPriority}
      decoding="async"
      onError={() => setBroken(true)}
      // As next/image: the alternative text is not drawn over the card while the image loads.
      className="size-full object-cover text-transparent"
    />
  );
}

/** Search, type tabs with counts, grid/large layout, preview, copy link and download. */
export function MediaBrowser({ items, query, labels }: { items: MediaEntry[]; query: ListQuery; labels: MediaBrowserLabels }) {
  const [search, setSearch] = useHistoryState('mediaQuery', '', storedString, { param: listFilterParams.media.query, query });
  useTextTypedBeforeHydration('media-search', setSearch);
  const [tab, setTab] = useHistoryState<MediaTab>('mediaTab', 'all', storedOneOf(mediaTabs), { param: listFilterParams.media.type, query });
  const [layout, setLayout] = useHistoryState<Layout>('mediaLayout', 'grid', storedOneOf(layouts));

  const counts = useMemo(() => countMediaByTab(items, search), [items, search]);
  const shown = useMemo(() => filterMedia(items, tab, search), [items, tab, search]);

  const copyLink = async (item: MediaEntry) => {
    try {
      await navigator.clipboard.writeText(new URL(item.src, window.location.origin).href);
      toast.success(labels.linkCopiedTitle, { description: labels.linkCopiedText });
    } catch {
      toast.error(labels.copyFailed);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="w-full max-w-md space-y-1.5">
          <label htmlFor="media-search" className="text-sm font-medium">
            {labels.searchLabel}
          </label>
          <SearchInput id="media-search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={labels.searchPlaceholder} />
        </div>
        <div role="group" aria-label={labels.layoutLabel} className="flex gap-2">
          <button {...earlyTap} type="button" className={buttonVariants({ variant: layout === 'grid' ? 'default' : 'outline', size: 'sm' })} aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')}>
            <LayoutGridIcon aria-hidden />
            {labels.grid}
          </button>
          <button {...earlyTap} type="button" className={buttonVariants({ variant: layout === 'large' ? 'default' : 'outline', size: 'sm' })} aria-pressed={layout === 'large'} onClick={() => setLayout('large')}>
            <SquareIcon aria-hidden />
            {labels.large}
          </button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(mediaTabs.find((m) => m === value) ?? 'all')}>
        <TabsList aria-label={labels.typesLabel}>
          {mediaTabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {labels.types[value]} ({counts[value]})
            </TabsTrigger>
          ))}
        </TabsList>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="media-counter">
          {labels.counter[shown.length]}
        </p>
        {/* One panel, whichever tab is chosen: the tabs filter one list. */}
        <TabsContent value={tab}>
          {shown.length === 0 ? (
            <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground" data-testid="media-empty">
              {labels.empty}
            </p>
          ) : (
            <ul className={cn('media-grid grid grid-cols-[repeat(var(--columns),minmax(0,1fr))] gap-(--gap)', gridClass[layout])} data-layout={layout} data-testid="media-grid">
              {shown.map((item, index) => (
                // A focused video's own outline would be cut off by its clipped, rounded frame: the card shows the ring.
                <li
                  key={item.src}
                  className="media-card flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm has-[video:focus-visible]:ring-[3px] has-[video:focus-visible]:ring-ring"
                  data-testid="media-card"
                >
                  <div className="relative aspect-(--preview-aspect) w-full overflow-hidden bg-muted">
                    {item.type === 'image' && <ImagePreview item={item} sizes={previewSizes[layout]} brokenLabel={labels.brokenImage} loading={gridImageLoading(index, onFirstScreen[layout])} />}
                    {item.type === 'video' && (
                      <video controls preload="none" poster={item.poster} aria-label={item.alt} className="size-full object-cover outline-none">
                        <source src={item.src} type="video/webm" />
                      </video>
                    )}
                    {item.type === 'document' && (
                      <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-muted-foreground">
                        <FileTextIcon className="size-10" aria-hidden />
                        <span className="text-sm">{item.alt}</span>
                      </div>
                    )}
                  </div>
                  <div className="media-card-body flex flex-1 flex-col gap-3 p-4">
                    <div>
                      <p className="truncate text-sm font-medium" title={item.name}>
                        {item.name}
                      </p>
                      <p className="text-xs text-muted-foreground">{item.typeLabel}</p>
                    </div>
                    <div className="media-card-buttons mt-auto flex flex-wrap gap-2">
                      <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={() => copyLink(item)} onPointerEnter={prepareToasts} onFocus={prepareToasts} aria-label={item.copyLinkLabel}>
                        <LinkIcon aria-hidden />
                        {labels.copyLink}
                      </button>
                      <a href={item.src} download={item.name} aria-label={item.downloadLabel} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                        <DownloadIcon aria-hidden />
                        {labels.download}
                      </a>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
