'use client';

import { useEffect, useRef } from 'react';
import { connectShim, playerOrigin } from '@/lib/playable/host';
import { hostCommandsFor } from '@/lib/playable/live';

// The full-screen player of the preview page: the upload's own origin in the same sandbox as the tester's
// frame, covering the page (and the site's chrome) the way an ad covers a phone's screen. The host side of
// the shim is connected before the document loads and answers the ad as the tester does (gameStart() once
// the ad says it is ready).

const SANDBOX = 'allow-scripts allow-same-origin';

export function PreviewPlayer({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const origin = playerOrigin(src, iframe.getAttribute('sandbox'), window.location.href);
    const connection = connectShim(iframe, origin, (event) => {
      for (const command of hostCommandsFor(event)) connection.send(command);
    });
    iframe.src = src;
    iframe.focus();
    return () => {
      connection.close();
      iframe.removeAttribute('src');
    };
  }, [src]);

  return (
    <iframe
      ref={frame}
      title={title}
      sandbox={SANDBOX}
      referrerPolicy="no-referrer"
      className="fixed inset-0 z-[1000] h-full w-full border-0 bg-white"
    />
  );
}
