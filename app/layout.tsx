import type { ReactNode } from 'react';

// The real document (<html lang>) is rendered by app/[locale]/layout.tsx. This pass-through exists
// because app/not-found.tsx (requests outside any locale, e.g. /unknown.txt) needs a root layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
