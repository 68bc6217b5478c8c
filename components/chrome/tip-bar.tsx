'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** The tip bar hides itself after 10 s. */
export const TIP_BAR_MS = 10_000;

/**
 * Whether to suggest Google Chrome: on phones and tablets, and on desktop browsers other than Chrome,
 * Edge, Firefox and Safari (old Internet Explorer, in-app browsers and the like).
 */
export function shouldSuggestChrome(userAgent: string): boolean {
  const ua = userAgent || '';
  if (/Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|Opera Mini|IEMobile/i.test(ua)) return true;
  if (/MSIE |Trident\/|MicroMessenger|QQBrowser|UCBrowser|baiduboxapp|; wv\)/i.test(ua)) return true;
  const known = /Chrome\/|Chromium\/|Edg\/|Firefox\/|Version\/[\d.]+ Safari\//.test(ua);
  return !known;
}

export function TipBar() {
  const t = useTranslations('Chrome');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!shouldSuggestChrome(navigator.userAgent)) return;
    // Shown only after hydration: the static page cannot know the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), TIP_BAR_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  // Laid over the top of the page rather than pushing it down: the bar appears only after hydration, and a
  // bar in the flow would shift the whole page (a layout shift on every phone visit).
  return (
    <aside
      aria-label={t('tipLink')}
      data-testid="tip-bar"
      className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-3 bg-brand-900 px-4 py-2 text-sm text-white shadow-lg"
    >
      <p>
        {t('tipText')}{' '}
        <a
          href="https://www.google.com/chrome/"
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold underline"
        >
          {t('tipLink')}
        </a>
      </p>
      <button
        type="button"
        onClick={() => setVisible(false)}
        aria-label={t('close')}
        className="rounded px-2 text-lg leading-none"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
