'use client';

import { useTheme } from 'next-themes';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

// Spec §9: 3 visible, 4000 ms, 14 px gap, bottom-right, 356 px wide, swipe-dismiss at 20 px
// (sonner's own swipe threshold and width). Loaded by ./sonner.tsx once a toast may be raised.
function SonnerToaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      richColors
      closeButton
      {...props}
    />
  );
}

export { SonnerToaster };
