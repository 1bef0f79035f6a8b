'use client';

import { useMemo, useState } from 'react';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { DownloadIcon, FileTextIcon, ImageOffIcon, LayoutGridIcon, LinkIcon, SearchIcon, SquareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { mediaImageSize, type MediaItem } from '@/lib/content/media';
import { isLocale, routing } from '@/lib/i18n/routing';
import { countMediaByTab, filterMedia, mediaTabs, type MediaTab } from '@/lib/media/media-filters';
import { cn } from '@/lib/utils';

type Layout = 'grid' | 'large';

const gridClass: Record<Layout, string> = {
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4',
  large: 'grid gap-6 md:grid-cols-2',
};

const previewSizes: Record<Layout, string> = {
  grid: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  large: '(min-width: 768px) 50vw, 100vw',
};

function ImagePreview({ item, alt, sizes, brokenLabel }: { item: MediaItem; alt: string; sizes: string; brokenLabel: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground" data-testid="media-broken">
        <ImageOffIcon className="size-8" aria-hidden />
        <span className="text-sm">{brokenLabel}</span>
      </div>
    );
  }
  return (
    <Image
      src={item.src}
      alt={alt}
      width={mediaImageSize.width}
      height={mediaImageSize.height}
      sizes={sizes}
      loading="lazy"
      onError={() => setBroken(true)}
      className="size-full object-cover"
    />
  );
}

/** The media library: search, type tabs with counts, grid/large layout, preview, copy link and download. */
export function MediaLibrary({ items }: { items: MediaItem[] }) {
  const t = useTranslations('MediaLibrary');
  const requested = useLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<MediaTab>('all');
  const [layout, setLayout] = useState<Layout>('grid');

  const counts = useMemo(() => countMediaByTab(items, search), [items, search]);
  const shown = useMemo(() => filterMedia(items, tab, search), [items, tab, search]);

  const copyLink = async (item: MediaItem) => {
    try {
      await navigator.clipboard.writeText(new URL(item.src, window.location.origin).href);
      toast.success(t('linkCopiedTitle'), { description: t('linkCopiedText') });
    } catch {
      toast.error(t('copyFailed'));
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="w-full max-w-md space-y-1.5">
          <label htmlFor="media-search" className="text-sm font-medium">
            {t('searchLabel')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <input
              id="media-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('searchPlaceholder')}
              className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm text-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            />
          </div>
        </div>
        <div role="group" aria-label={t('layoutLabel')} className="flex gap-2">
          <Button type="button" variant={layout === 'grid' ? 'default' : 'outline'} size="sm" aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')}>
            <LayoutGridIcon aria-hidden />
            {t('grid')}
          </Button>
          <Button type="button" variant={layout === 'large' ? 'default' : 'outline'} size="sm" aria-pressed={layout === 'large'} onClick={() => setLayout('large')}>
            <SquareIcon aria-hidden />
            {t('large')}
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(mediaTabs.find((m) => m === value) ?? 'all')}>
        <TabsList aria-label={t('typesLabel')}>
          {mediaTabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`types.${value}`)} ({counts[value]})
            </TabsTrigger>
          ))}
        </TabsList>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="media-counter">
          {t('counter', { shown: shown.length, total: items.length })}
        </p>
        {mediaTabs.map((value) => (
          <TabsContent key={value} value={value}>
            {shown.length === 0 ? (
              <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground" data-testid="media-empty">
                {t('empty')}
              </p>
            ) : (
              <ul className={gridClass[layout]} data-layout={layout} data-testid="media-grid">
                {shown.map((item) => (
                  <li key={item.src} className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm" data-testid="media-card">
                    <div className={cn('relative w-full overflow-hidden bg-muted', layout === 'grid' ? 'aspect-[3/2]' : 'aspect-video')}>
                      {item.type === 'image' && <ImagePreview item={item} alt={item.alt[locale]} sizes={previewSizes[layout]} brokenLabel={t('brokenImage')} />}
                      {item.type === 'video' && (
                        <video controls preload="none" poster={item.poster} aria-label={item.alt[locale]} className="size-full object-cover">
                          <source src={item.src} type="video/webm" />
                        </video>
                      )}
                      {item.type === 'document' && (
                        <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-muted-foreground">
                          <FileTextIcon className="size-10" aria-hidden />
                          <span className="text-sm">{item.alt[locale]}</span>
                        </div>
                      )}
                    </div>
                    <div className="flex flex-1 flex-col gap-3 p-4">
                      <div>
                        <p className="truncate text-sm font-medium" title={item.name}>
                          {item.name}
                        </p>
                        <p className="text-xs text-muted-foreground">{t(`typeLabels.${item.type}`)}</p>
                      </div>
                      <div className="mt-auto flex flex-wrap gap-2">
                        <Button type="button" variant="outline" size="sm" onClick={() => copyLink(item)} aria-label={t('copyLinkOf', { name: item.name })}>
                          <LinkIcon aria-hidden />
                          {t('copyLink')}
                        </Button>
                        <Button asChild variant="outline" size="sm">
                          <a href={item.src} download={item.name} aria-label={t('downloadOf', { name: item.name })}>
                            <DownloadIcon aria-hidden />
                            {t('download')}
                          </a>
                        </Button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
