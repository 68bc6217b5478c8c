'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { PolicyDialogName } from './legal-doc';
import { useDialogStore } from '@/stores/dialogs';
import { useDomainBoxStore } from '@/stores/domain-box';
import { isCnHost } from '@/lib/hosts';

// The parts of the chrome that most page views never show: their state is decided here, on every page, and
// their code loads only when they are about to appear. A visitor on the right site who opens no policy loads
// none of it. React's own lazy() loads them: both appear only after a visitor's action or a lookup in the
// browser, never on the server, and next/dynamic added 1.5 KB gzip to every page for what lazy() does here.

const DomainBox = lazy(() => import('./domain-box').then((m) => ({ default: m.DomainBox })));
const PolicyDialogs = lazy(() => import('./policy-dialogs').then((m) => ({ default: m.PolicyDialogs })));

/** Looks the visitor's country up (once, then from storage) and offers the other site when it fits. */
export function DomainBoxWhenSuggested({ hosts }: { hosts: { com: string; cn: string } }) {
  const check = useDomainBoxStore((state) => state.check);
  const showBox = useDomainBoxStore((state) => state.showBox);
  useEffect(() => {
    void check(isCnHost(window.location.hostname, hosts.cn));
  }, [check, hosts.cn]);
  return showBox ? (
    <Suspense fallback={null}>
      <DomainBox hosts={hosts} />
    </Suspense>
  ) : null;
}

/** The policy dialogs, from the first time one is opened (they stay mounted so each keeps its own state). */
export function PolicyDialogsWhenOpened({ titles }: { titles: Record<PolicyDialogName, string> }) {
  // Only the three policies: the store's fourth dialog is the consent banner, open on every first visit.
  const anyOpen = useDialogStore((state) =>
    (Object.keys(titles) as PolicyDialogName[]).some((name) => state.open[name]),
  );
  const [wanted, setWanted] = useState(false);
  if (anyOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <PolicyDialogs titles={titles} />
    </Suspense>
  ) : null;
}
