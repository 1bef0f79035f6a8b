'use client';

import { ChevronLeftIcon, ChevronRightIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type KeyboardEvent } from 'react';
import type { ContentImage } from '@/lib/content/types';
import { cn } from '@/lib/utils';
import { ContentImageView } from './content-image';

export type PressGalleryLabels = {
  gallery: string;
  /** With {index} and {total} placeholders. */
  openImage: string;
  viewerTitle: string;
  previousImage: string;
  nextImage: string;
  close: string;
};

const fill = (template: string, values: Record<string, number>) => template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/** Thumbnails shown under the main image; the 4th shows '+N' when there are more than 5 images. */
const thumbnailCount = 4;

export function PressGallery({ images, labels }: { images: ContentImage[]; labels: PressGalleryLabels }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = images[index];
  const thumbnails = images.slice(1, 1 + thumbnailCount);
  const hidden = total - 1 - thumbnailCount;

  const show = (next: number) => {
    setIndex(next);
    setOpen(true);
  };
  const step = (delta: number) => setIndex((value) => (value + delta + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  const main = images[0];
  if (!main) return null;

  return (
    <section aria-label={labels.gallery} className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => show(0)}
        className="relative aspect-[3/2] w-full overflow-hidden rounded-lg bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        aria-label={fill(labels.openImage, { index: 1, total })}
      >
        <ContentImageView image={main} sizes="(min-width: 1024px) 768px, 100vw" priority />
      </button>
      {thumbnails.length > 0 ? (
        <ul className="grid grid-cols-4 gap-3">
          {thumbnails.map((image, position) => {
            const imageIndex = position + 1;
            const more = position === thumbnailCount - 1 && hidden > 0;
            return (
              <li key={`${image.src}-${imageIndex}`}>
                <button
                  type="button"
                  onClick={() => show(imageIndex)}
                  className="relative block aspect-square w-full overflow-hidden rounded-md bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  aria-label={fill(labels.openImage, { index: imageIndex + 1, total })}
                >
                  <ContentImageView image={image} sizes="(min-width: 1024px) 192px, 25vw" />
                  {more ? (
                    <span className="absolute inset-0 flex items-center justify-center bg-black/60 text-xl font-semibold text-white" aria-hidden>
                      +{hidden}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
          <DialogPrimitive.Content
            onKeyDown={onKeyDown}
            aria-describedby={undefined}
            className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 outline-none"
            data-testid="gallery-viewer"
          >
            <DialogPrimitive.Title className="text-sm font-medium text-white">{fill(labels.viewerTitle, { index: index + 1, total })}</DialogPrimitive.Title>
            {current ? (
              <div className="relative h-[75vh] w-full max-w-5xl">
                {/* The viewer shows the whole image, letterboxed. */}
                <ContentImageView image={current} sizes="100vw" className="object-contain" />
              </div>
            ) : null}
            {total > 1 ? (
              <>
                <button type="button" onClick={() => step(-1)} aria-label={labels.previousImage} className={viewerButton('left-4 top-1/2 -translate-y-1/2')}>
                  <ChevronLeftIcon className="size-6" aria-hidden />
                </button>
                <button type="button" onClick={() => step(1)} aria-label={labels.nextImage} className={viewerButton('right-4 top-1/2 -translate-y-1/2')}>
                  <ChevronRightIcon className="size-6" aria-hidden />
                </button>
              </>
            ) : null}
            <DialogPrimitive.Close aria-label={labels.close} className={viewerButton('top-4 right-4')}>
              <XIcon className="size-6" aria-hidden />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </section>
  );
}

function viewerButton(position: string): string {
  return cn(
    'absolute rounded-full bg-white/15 p-3 text-white transition-colors hover:bg-white/25 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none',
    position,
  );
}
