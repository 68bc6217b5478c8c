'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { copyText } from '@/components/ui/copy';

// The copy button of the guide's code samples: "Code Copied" on success, "Copy failed" otherwise.

export const COPY_FEEDBACK_MS = 2500;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('ReviewCopy');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    setState((await copyText(text)) ? 'copied' : 'failed');
  }

  return (
    <span className="flex items-center gap-2">
      <span role="status" aria-live="polite" className="text-xs font-medium text-slate-200">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('failed') : ''}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('label', { title: label })}
        className="rounded-md border border-slate-500 px-2.5 py-1 text-xs font-semibold text-white hover:bg-slate-700"
      >
        {t('copy')}
      </button>
    </span>
  );
}
