'use client';

import { createContext, use, type ReactNode } from 'react';
import type { UnavailableTexts } from './unavailable-view';

// The error boundary (app/[locale]/error.tsx) is a client component with no props of its own: its
// texts come from the layout through this context.
const UnavailableTextsContext = createContext<UnavailableTexts | null>(null);

export function UnavailableTextsProvider({ texts, children }: { texts: UnavailableTexts; children: ReactNode }) {
  return <UnavailableTextsContext value={texts}>{children}</UnavailableTextsContext>;
}

export function useUnavailableTexts(): UnavailableTexts {
  const texts = use(UnavailableTextsContext);
  if (!texts) throw new Error('useUnavailableTexts needs the UnavailableTextsProvider of the site shell');
  return texts;
}
