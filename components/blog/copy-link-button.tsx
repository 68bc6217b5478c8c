'use client';

import { useEffect, useRef, useState } from 'react';

// Copies the article's address (spec §2 share, §8 "Successfully copied" / "Copy failed"). The result is
// announced through a polite live region and cleared after a few seconds.

export function CopyLinkButton({
  url,
  labels,
}: {
  url: string;
  labels: { copy: string; copied: string; failed: string };
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 4000);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={copy}
        className="rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {labels.copy}
      </button>
      <span aria-live="polite" role="status" className="text-sm" data-testid="copy-status">
        {state === 'copied' ? (
          <span className="text-green-800">{labels.copied}</span>
        ) : state === 'failed' ? (
          <span className="text-red-700">{labels.failed}</span>
        ) : null}
      </span>
    </div>
  );
}
