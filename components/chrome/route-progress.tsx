'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import NProgress from 'nprogress';
import { Suspense, useEffect } from 'react';
import './route-progress.css';

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
  showTimer = setTimeout(() => NProgress.start(), PROGRESS_THROTTLE_MS);
  maxTimer = setTimeout(done, PROGRESS_MAX_MS);
}

function done() {
  clearTimeout(showTimer);
  clearTimeout(maxTimer);
  NProgress.done();
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
    // nprogress's default template gives the bar role="bar", which is no ARIA role (axe flags it): a
    // decorative bar, hidden from assistive technology.
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 200,
      minimum: 0.12,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      // nprogress finds its bar by this selector (default `[role="bar"]`), so it must follow the template.
      barSelector: '.bar',
    });
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
