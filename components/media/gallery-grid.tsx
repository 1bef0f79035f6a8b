'use client';

import { useId, useRef, useState, type MouseEvent } from 'react';
import { reportConnectionLost } from '@/components/ui/toast';
import { deferredComponent } from '@/lib/deferred-component';
import { useLayerHistory } from '@/lib/layer-history';
import { ContentImageView } from './content-image';
import { hiddenImageCount, thumbnailCount } from './gallery-layout';
import type { GalleryItem, GalleryViewerLabels } from './gallery-viewer';

type GalleryLabels = GalleryViewerLabels & { region: string; more: string };

// The full-screen viewer (Radix Dialog) loads when a visitor reaches for an image, not with the page.
const { Deferred: GalleryViewer, preload: preloadViewer } = deferredComponent(() => import('./gallery-viewer').then((module) => module.GalleryViewer));

const openButton = 'relative block w-full overflow-hidden bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring';

// A button's name: what it does, then the image's alt text in the item's language. One inline run of
// text the button points to: named from its content, Chrome would put a space around the image (a
// block) and drop a text node that is only a space. The image keeps its alt for search engines.
function OpenLabel({ id, item, lang, more }: { id: string; item: GalleryItem; lang: string; more?: string }) {
  return (
    <span id={id} className="sr-only">
      {`${item.openLabel} `}
      <span lang={lang}>{item.image.alt}</span>
      {more && `, ${more}`}
    </span>
  );
}

export function GalleryGrid({ items, labels, sizes, lang }: { items: GalleryItem[]; labels: GalleryLabels; sizes: string; lang: string }) {
  const [shown, setShown] = useState<number | null>(null);
  const labelId = useId();
  // Focus goes back to the image that opened the viewer; Safari does not focus a clicked button itself.
  const opener = useRef<HTMLButtonElement>(null);
  const history = useLayerHistory(shown !== null, () => setShown(null));
  const open = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setShown(index);
    history.enter();
  };
  const close = () => {
    setShown(null);
    history.leave();
  };
  const [main, ...rest] = items;
  if (!main) return null;
  const thumbnails = rest.slice(0, thumbnailCount);
  const hidden = hiddenImageCount(items.length);

  return (
    <section aria-label={labels.region} className="grid gap-3" onPointerEnter={preloadViewer} onFocus={preloadViewer}>
      <button type="button" onClick={(event) => open(0, event)} aria-labelledby={`${labelId}-0`} className={`${openButton} aspect-[3/2] rounded-xl`}>
        <OpenLabel id={`${labelId}-0`} item={main} lang={lang} />
        <ContentImageView image={main.image} sizes={sizes} loading="first" lang={lang} />
      </button>
      {thumbnails.length > 0 ? (
        <ul className="grid grid-cols-4 gap-3">
          {thumbnails.map((item, position) => {
            const more = position === thumbnailCount - 1 && hidden > 0;
            return (
              <li key={`${item.image.src}-${position}`}>
                <button type="button" onClick={(event) => open(position + 1, event)} aria-labelledby={`${labelId}-${position + 1}`} className={`${openButton} aspect-square rounded-lg`}>
                  <OpenLabel id={`${labelId}-${position + 1}`} item={item} lang={lang} more={more ? labels.more : undefined} />
                  <ContentImageView image={item.image} sizes="(min-width: 1024px) 12rem, 25vw" lang={lang} />
                  {more ? (
                    <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-black/60 text-xl font-semibold text-white">
                      +{hidden}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {shown !== null ? (
        <GalleryViewer
          items={items}
          index={shown}
          onIndexChange={setShown}
          onClose={close}
          returnFocusTo={opener}
          labels={labels}
          lang={lang}
          onLoadFailure={() => {
            close();
            reportConnectionLost();
          }}
        />
      ) : null}
    </section>
  );
}
