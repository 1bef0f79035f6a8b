'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ContentImage } from '@/lib/content/types';
import { ContentImageView } from './content-image';

/** `openLabel` ends with its colon: the button's name goes on with the image's alt text, in the item's language. */
export type GalleryItem = { image: ContentImage; openLabel: string; positionLabel: string };

export type GalleryViewerLabels = { previous: string; next: string; close: string };

type GalleryViewerProps = {
  items: GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  labels: GalleryViewerLabels;
  /** The language of the alt texts, shown as the images' captions. */
  lang: string;
};

/** How far a finger must travel sideways on the image to turn to the next or previous one. */
const swipeDistance = 50;

const viewerButton =
  'absolute rounded-full bg-white/15 p-3 text-white transition-colors hover:bg-white/25 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none';

/** Full-screen viewer: previous/next wrap around, with the arrow keys too; Escape closes (spec §4). */
export function GalleryViewer({ items, index, onIndexChange, onClose, returnFocusTo, labels, lang }: GalleryViewerProps) {
  const total = items.length;
  const current = items[index];
  // The dialog's title and description are read when it opens; a later image is announced here,
  // since the focus stays on the button that changed it.
  const [moved, setMoved] = useState(false);
  const step = (delta: number) => {
    setMoved(true);
    onIndexChange((index + delta + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  // On a phone, a swipe across the image turns it, as in the phone's own photo viewer.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || total < 2) return;
    const across = event.clientX - start.x;
    if (Math.abs(across) >= swipeDistance && Math.abs(across) > Math.abs(event.clientY - start.y)) step(across < 0 ? 1 : -1);
  };
  if (!current) return null;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // The viewer fills the screen, over the overlay: a click or tap on its dark background,
          // around the image, closes it as a click outside a dialog does.
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 outline-none"
          data-testid="gallery-viewer"
        >
          <DialogPrimitive.Title className="text-sm font-medium text-white">{current.positionLabel}</DialogPrimitive.Title>
          {/* Sideways moves are the viewer's; up and down and pinching stay the browser's. */}
          <div
            className="relative h-[75vh] w-full max-w-5xl touch-pan-y touch-pinch-zoom"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            {/* Its text is the caption under it, the dialog's description: read once, not twice. */}
            <ContentImageView image={{ ...current.image, alt: '' }} sizes="100vw" fit="contain" />
          </div>
          <DialogPrimitive.Description lang={lang} className="text-center text-sm text-white">
            {current.image.alt}
          </DialogPrimitive.Description>
          <p aria-live="polite" className="sr-only" data-testid="gallery-announcement">
            {moved ? (
              <>
                {current.positionLabel}, <span lang={lang}>{current.image.alt}</span>
              </>
            ) : null}
          </p>
          {total > 1 ? (
            <>
              <button type="button" onClick={() => step(-1)} aria-label={labels.previous} className={`${viewerButton} top-1/2 left-4 -translate-y-1/2`}>
                <ChevronLeftIcon className="size-6" aria-hidden />
              </button>
              <button type="button" onClick={() => step(1)} aria-label={labels.next} className={`${viewerButton} top-1/2 right-4 -translate-y-1/2`}>
                <ChevronRightIcon className="size-6" aria-hidden />
              </button>
            </>
          ) : null}
          <DialogPrimitive.Close aria-label={labels.close} className={`${viewerButton} top-4 right-4`}>
            <XIcon className="size-6" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
