import 'server-only';
import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages } from '@/lib/i18n/client-messages';

/**
 * Gives the client components inside it the page-specific namespaces on top of the chrome's. A nested
 * provider replaces its parent's messages rather than merging, so the chrome's namespaces are repeated.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickClientMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
