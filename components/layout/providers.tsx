'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { siteConfig } from '@/lib/site-config';

// Rendered directly inside <body>: next-themes' inline script must be a direct child of <body>
// so that React's hydration skips it (the patch in patches/ stops it re-rendering on the client).
// The toaster is not here: only the pages that raise toasts ship it (see components/ui/sonner.tsx).
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey={siteConfig.themeStorageKey} defaultTheme="light" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
