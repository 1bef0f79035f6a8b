'use client';

import { PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { youtubeEmbedUrl } from '@/lib/content/video';

type YoutubePlayerProps = { videoId: string; playLabel: string; title: string; titleLang: string; frameTitle: string };

// The player replaces the button that had the focus: the focus moves into it rather than back to
// the top of the page. A module-level callback, so React calls it once, when the player mounts.
const focusOnMount = (frame: HTMLIFrameElement | null) => frame?.focus();

/** Nothing is loaded from YouTube until the visitor asks for the video; then the no-cookie host. */
export function YoutubePlayer({ videoId, playLabel, title, titleLang, frameTitle }: YoutubePlayerProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black print:hidden">
      {playing ? (
        <iframe
          ref={focusOnMount}
          src={youtubeEmbedUrl(videoId)}
          title={frameTitle}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-900 to-slate-700 text-white focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset focus-visible:outline-none"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-red-700 transition-transform group-hover:scale-105">
            <PlayIcon className="size-8 fill-current" aria-hidden />
          </span>
          <span className="px-4 text-center font-medium">
            {`${playLabel} `}
            <span lang={titleLang}>{title}</span>
          </span>
        </button>
      )}
    </div>
  );
}
