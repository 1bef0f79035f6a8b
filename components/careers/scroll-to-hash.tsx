'use client';

import { useEffect } from 'react';

// Arriving with #<id> (e.g. from /job): scroll smoothly to the section after 100 ms (spec), once
// the page has settled, honouring reduced motion.
export function ScrollToHash({ id }: { id: string }) {
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return;
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document.getElementById(id)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, 100);
    return () => window.clearTimeout(timer);
  }, [id]);
  return null;
}
