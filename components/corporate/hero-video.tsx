'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

type HeroVideoProps = { webm: string; mp4: string; className?: string };

// The decorative background loop. The poster (a next/image behind it) is what paints first: the video
// loads nothing until it is started here, after hydration, and never under prefers-reduced-motion.
export function HeroVideo({ webm, mp4, className }: HeroVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const start = () => {
      if (reduced.matches) {
        video.pause();
        setPlaying(false);
        return;
      }
      // Autoplay can be refused (data saver, policy): the poster simply stays.
      video.play().catch(() => setPlaying(false));
    };
    start();
    reduced.addEventListener('change', start);
    return () => reduced.removeEventListener('change', start);
  }, []);

  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      data-state={playing ? 'playing' : 'paused'}
      onPlaying={() => setPlaying(true)}
      className={cn('absolute inset-0 size-full object-cover transition-opacity duration-700', playing ? 'opacity-100' : 'opacity-0', className)}
    >
      <source src={webm} type="video/webm" />
      <source src={mp4} type="video/mp4" />
    </video>
  );
}
