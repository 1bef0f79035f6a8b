import type { ReactNode } from 'react';

export const metadata = { title: 'Reference', description: 'A bare page of the same Next.js version, measured beside the site.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
