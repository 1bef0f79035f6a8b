'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';

// Rendered directly inside <body>: next-themes' inline script must be a direct child of <body>
// so that React's hydration skips it (the patch in patches/ stops it re-rendering on the client).
// The toaster is not here but in SiteShell; sonner's own code loads with the first toast (components/ui/sonner.tsx).
// Here rather than in lib/site-config.ts: that module reads the server's environment, and every
// page's JavaScript would carry it for this one key.
const themeStorageKey = 'solio-ui-theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey={themeStorageKey} defaultTheme="light" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
