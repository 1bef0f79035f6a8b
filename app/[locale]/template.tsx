'use client';

import type { ReactNode } from 'react';
import { useLocalePathname } from '@/lib/i18n/link';

// Re-mounted on every navigation, so each page fades in (0.7 s on the media library).
export default function PageTemplate({ children }: { children: ReactNode }) {
  const pathname = useLocalePathname();
  return <div className={pathname.startsWith('/media') ? 'animate-page-fade-slow' : 'animate-page-fade'}>{children}</div>;
}
