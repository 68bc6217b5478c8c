import 'server-only';
import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { DemoLauncher } from './demo-launcher';

// A case's playable demo as a page shows it: the poster with "Play the demo", the player on request. Its
// client texts travel with the page: the CaseDemo namespace and the tester timeline's lines (the calls panel
// shows the shim's events as the tester's Test step does), not the rest of the tester's texts.

interface CaseDemoProps {
  slug: string;
  title: string;
  poster: ReactNode;
}

export async function CaseDemo({ slug, title, poster }: CaseDemoProps) {
  const messages = await getMessages();
  const clientMessages = {
    ...pickClientMessages(messages, ['CaseDemo']),
    Review: { timeline: messages.Review.timeline },
  } as Partial<Messages>;
  return (
    <NextIntlClientProvider messages={clientMessages}>
      <DemoLauncher slug={slug} title={title}>
        {poster}
      </DemoLauncher>
    </NextIntlClientProvider>
  );
}
