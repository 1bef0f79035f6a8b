'use client';

import { useTheme } from 'next-themes';
import { MoonIcon, SunIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { earlyTap } from '@/lib/early-taps';

// Toggles light/dark. Icons and labels switch through the `dark` class on <html>, so the
// server HTML is right for both themes and nothing depends on hydration.
export function ThemeToggle({ toDark, toLight }: { toDark: string; toLight: string }) {
  const { resolvedTheme, setTheme } = useTheme();

  return (
    <button
      {...earlyTap}
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      data-testid="theme-toggle"
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
    >
      <SunIcon className="hidden size-5 dark:block" aria-hidden />
      <MoonIcon className="size-5 dark:hidden" aria-hidden />
      <span className="sr-only dark:hidden">{toDark}</span>
      <span className="sr-only hidden dark:inline">{toLight}</span>
    </button>
  );
}
