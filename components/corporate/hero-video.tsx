'use client';

import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { browserStorage } from '@/lib/browser-storage';
import { cn } from '@/lib/utils';

type HeroVideoProps = {
  webm: string;
  mp4: string;
  labels: { pause: string; play: string };
  className?: string;
};

// Where the visitor stands with the loop: it has not started (before hydration, autoplay refused,
// reduced motion), it is held back (they stopped it on an earlier visit, or their browser asks to
// save data), it plays, or they stopped it with the button.
type Playback = 'idle' | 'held' | 'playing' | 'stopped';

// A visitor who stopped the loop finds it stopped when they come back, until they play it again.
const stoppedKey = 'solio-hero-video-stopped';

/** The browser's data saver (Chromium's `navigator.connection`, which TypeScript's DOM types leave out). */
function savesData(): boolean {
  const connection: unknown = 'connection' in navigator ? navigator.connection : undefined;
  return typeof connection === 'object' && connection !== null && 'saveData' in connection && connection.saveData === true;
}

// The decorative background loop. The poster (a next/image behind it) is what paints first: the video
// loads nothing until it is started here, after hydration, and never under prefers-reduced-motion.
// Once it moves, a button can stop it (moving content that lasts more than five seconds must be
// pausable, WCAG 2.2.2, decorative or not); the same button plays it again.
export function HeroVideo({ webm, mp4, labels, className }: HeroVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<Playback>('idle');

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const start = () => {
      if (reduced.matches) {
        video.pause();
        setPlayback('idle');
        return;
      }
      // When the browser asks to save data, the loop costs it for decoration: the poster stays, and the button plays it on request.
      if (browserStorage.getItem(stoppedKey) === 'true' || savesData()) {
        setPlayback('held');
        return;
      }
      // Autoplay can be refused (data saver, policy): the poster simply stays.
      video.play().catch(() => setPlayback('idle'));
    };
    start();
    reduced.addEventListener('change', start);
    return () => reduced.removeEventListener('change', start);
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (playback === 'playing') {
      video.pause();
      setPlayback('stopped');
      browserStorage.setItem(stoppedKey, 'true');
    } else {
      browserStorage.removeItem(stoppedKey);
      video.play().catch(() => setPlayback('idle'));
    }
  };

  return (
    <>
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-state={playback === 'playing' ? 'playing' : 'paused'}
        // Each loop restarts with a 'playing' event, which can arrive just after the visitor's pause: a
        // video paused by then stays stopped, with its play button.
        onPlaying={(event) => {
          if (!event.currentTarget.paused) setPlayback('playing');
        }}
        className={cn(
          'absolute inset-0 size-full object-cover transition-opacity duration-700',
          playback === 'idle' || playback === 'held' ? 'opacity-0' : 'opacity-100',
          className,
        )}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      {playback !== 'idle' && (
        <button
          type="button"
          onClick={toggle}
          aria-label={playback === 'playing' ? labels.pause : labels.play}
          className="absolute right-4 bottom-4 z-10 inline-flex size-11 print:hidden items-center justify-center rounded-full border border-white/70 bg-black/60 text-white outline-none hover:bg-black/80 focus-visible:ring-[3px] focus-visible:ring-white"
        >
          {playback === 'playing' ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
        </button>
      )}
    </>
  );
}
