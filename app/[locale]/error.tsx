'use client';

import { usePathname } from 'next/navigation';
import { useUnavailableTexts } from '@/components/layout/unavailable-texts';
import { UnavailableView } from '@/components/layout/unavailable-view';

// A page that failed to render: content WordPress could not give (components/layout/unavailable-content.tsx)
// or an unexpected error. Inside the layout, so the header, footer and language stay.
export default function LocaleError() {
  return <UnavailableView texts={useUnavailableTexts()} retryHref={usePathname()} />;
}
