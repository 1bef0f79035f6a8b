'use client';

import { useCallback, useState, type KeyboardEvent } from 'react';
import Image from 'next/image';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { ContentImage } from '@/lib/content/types';

const thumbnails = 4;

/** The main image plus up to 4 thumbnails ('+N' on the fourth past 5 images) and a full-screen viewer (spec §4). */
export function ImageGallery({ images }: { images: ContentImage[] }) {
  const t = useTranslations('Gallery');
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const step = useCallback((delta: number) => setOpen((index) => (index === null ? null : (index + delta + count) % count)), [count]);

  if (count === 0) return null;
  const [main, ...rest] = images;
  const shown = rest.slice(0, thumbnails);
  const hidden = count - 1 - shown.length;
  const current = open === null ? null : images[open];

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  }

  return (
    <div className="grid gap-2">
      {main && (
        <button type="button" onClick={() => setOpen(0)} className="relative aspect-[8/5] overflow-hidden rounded-xl bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('open', { index: 1, alt: main.alt })}>
          <Image src={main.src} alt="" fill sizes="(min-width: 1024px) 50vw, 100vw" className="object-cover" />
        </button>
      )}
      {shown.length > 0 && (
        <ul className="grid grid-cols-4 gap-2">
          {shown.map((image, index) => {
            const overlay = index === thumbnails - 1 && hidden > 0;
            return (
              <li key={`${image.src}-${index}`}>
                <button
                  type="button"
                  onClick={() => setOpen(index + 1)}
                  className="relative block aspect-square w-full overflow-hidden rounded-lg bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-label={`${t('open', { index: index + 2, alt: image.alt })}${overlay ? `, ${t('more', { count: hidden })}` : ''}`}
                >
                  <Image src={image.src} alt="" fill sizes="12rem" className="object-cover" />
                  {overlay && (
                    <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-black/60 text-xl font-semibold text-white">
                      +{hidden}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        <DialogContent closeLabel={t('close')} onKeyDown={onKeyDown} className="max-w-[min(96vw,80rem)] border-0 bg-black p-2 text-white sm:p-4">
          <DialogTitle className="sr-only">{t('viewer')}</DialogTitle>
          {current && open !== null && (
            <>
              <DialogDescription className="text-center text-sm text-white">
                {t('position', { index: open + 1, total: count })} — {current.alt}
              </DialogDescription>
              <div className="relative h-[75vh] w-full">
                <Image src={current.src} alt={current.alt} fill sizes="96vw" className="object-contain" />
              </div>
              {count > 1 && (
                <div className="flex justify-between">
                  <button type="button" onClick={() => step(-1)} className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-white hover:bg-white/15 focus-visible:ring-[3px] focus-visible:ring-white/60 outline-none">
                    <ChevronLeft aria-hidden /> {t('previous')}
                  </button>
                  <button type="button" onClick={() => step(1)} className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-white hover:bg-white/15 focus-visible:ring-[3px] focus-visible:ring-white/60 outline-none">
                    {t('next')} <ChevronRight aria-hidden />
                  </button>
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
