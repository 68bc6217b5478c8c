'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { finishBar, startBar } from '@/lib/client/progress-bar';

/** The bar appears only for navigations slower than 200 ms and never stays longer than 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_MAX_MS = 5_000;

/** Whether a click on this link starts a client-side navigation to another page of this site. */
export function startsNavigation(anchor: HTMLAnchorElement, event: MouseEvent, here: Location): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  // Links that open a dialog instead of navigating (the footer's policy links) say so.
  if (anchor.hasAttribute('aria-haspopup')) return false;
  if (anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, here.href);
  } catch {
    return false;
  }
  if (url.origin !== here.origin) return false;
  return url.pathname !== here.pathname || url.search !== here.search;
}

let showTimer: ReturnType<typeof setTimeout> | undefined;
let maxTimer: ReturnType<typeof setTimeout> | undefined;

function start() {
  clearTimeout(showTimer);
  clearTimeout(maxTimer);
  showTimer = setTimeout(() => startBar(), PROGRESS_THROTTLE_MS);
  maxTimer = setTimeout(done, PROGRESS_MAX_MS);
}

function done() {
  clearTimeout(showTimer);
  clearTimeout(maxTimer);
  finishBar();
}

/**
 * Ends the bar once the view of a new address is rendered: its path, or only its query (a filter or a tab of
 * the same page), which usePathname() alone does not see. An effect runs after React commits the new view.
 */
function DoneOnNewView() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    done();
  }, [pathname, search]);
  return null;
}

export function RouteProgress() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor instanceof HTMLAnchorElement && startsNavigation(anchor, event, window.location)) start();
    };
    // Capture phase: next/link cancels the click's default action to navigate on the client, so by the
    // bubble phase every internal link click looks cancelled.
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      done();
    };
  }, []);

  // useSearchParams() renders nothing on the server for a static page: its own Suspense boundary keeps that
  // to this component, which draws nothing anyway.
  return (
    <Suspense fallback={null}>
      <DoneOnNewView />
    </Suspense>
  );
}
