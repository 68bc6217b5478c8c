'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useToastStore } from '@/stores/toast';

/** Copies text: the async Clipboard API, else a hidden textarea and execCommand. Resolves to success. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or insecure context: try the fallback.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Hook form: returns a function that copies and shows "Successfully copied" or "Copy failed". */
export function useCopy() {
  const t = useTranslations('Chrome');
  const show = useToastStore((state) => state.show);
  return async (text: string) => {
    const ok = await copyText(text);
    show(ok ? t('copySuccess') : t('copyFailed'), ok ? 'success' : 'error');
    return ok;
  };
}

/** A button that copies `text` and shows the site-wide message. Generic: label and styling by props. */
export function CopyButton({
  text,
  children,
  className = 'rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50',
  label,
}: {
  text: string;
  children?: ReactNode;
  className?: string;
  /** Accessible name when the visible content is an icon. */
  label?: string;
}) {
  const t = useTranslations('Chrome');
  const copy = useCopy();
  return (
    <button type="button" className={className} aria-label={label} onClick={() => void copy(text)}>
      {children ?? t('copy')}
    </button>
  );
}
