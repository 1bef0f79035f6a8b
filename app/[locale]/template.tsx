'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';

// Re-mounted on every navigation, so each page fades in (0.7 s on the media library).
export default function PageTemplate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return <div className={cn(pathname.startsWith('/media') ? 'animate-page-fade-slow' : 'animate-page-fade')}>{children}</div>;
}
