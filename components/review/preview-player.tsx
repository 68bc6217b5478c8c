'use client';

import { useEffect, useRef } from 'react';
import { connectShim } from '@/lib/playable/host';

// The full-screen player of the preview page: the upload's own origin in the same sandbox as the tester's
// frame, covering the page (and the site's chrome) the way an ad covers a phone's screen. The host side of
// the shim is connected before the document loads, and the ad's gameStart() runs once it says it is ready.

export function PreviewPlayer({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const connection = connectShim(iframe, (event) => {
      if (event.type === 'call' && event.name === 'gameReady') connection.send('gameStart');
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
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
      className="fixed inset-0 z-[1000] h-full w-full border-0 bg-white"
    />
  );
}
