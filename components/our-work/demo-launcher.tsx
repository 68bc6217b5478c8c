'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { PLAY_BUTTON_WIDTH } from '@/components/layout/reserved-size';
import { PlayIcon } from '@/components/ui/play-icon';
import type { Locale } from '@/lib/i18n/locales';

// "Play the demo" over the case's poster. The player (its code, its frame, the demo itself) is fetched only
// when the visitor presses the button: this component is all a case page ships for its demo.

const DemoPlayer = lazy(() => import('./demo-player'));

interface DemoLauncherProps {
  slug: string;
  /** The case's title, for the frame's accessible name. */
  title: string;
  /** The poster shown until the visitor plays (a server-rendered image). */
  children: ReactNode;
}

export function DemoLauncher({ slug, title, children }: DemoLauncherProps) {
  const t = useTranslations('CaseDemo');
  const locale = useLocale() as Locale;
  const [playing, setPlaying] = useState(false);
  const region = useRef<HTMLDivElement>(null);

  if (playing) {
    return (
      <div
        ref={region}
        tabIndex={-1}
        aria-label={t('regionLabel', { title })}
        role="region"
        className="outline-none"
      >
        <Suspense
          fallback={<p className="py-24 text-center text-sm text-ink-muted">{t('status.loading')}</p>}
        >
          <DemoPlayer slug={slug} title={title} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="relative">
      {children}
      <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-ink/25">
        <button
          type="button"
          data-testid="play-demo"
          onClick={() => {
            setPlaying(true);
            // Keep keyboard and screen-reader users where the demo appears.
            requestAnimationFrame(() => region.current?.focus());
          }}
          // Its final size from the start (components/layout/reserved-size.ts): one line, the label's width.
          className={`flex h-[52px] items-center gap-3 rounded-full bg-white px-6 text-lg font-semibold whitespace-nowrap text-ink shadow-lg hover:bg-brand-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white ${PLAY_BUTTON_WIDTH[locale]}`}
        >
          <PlayIcon className="h-6 w-6 fill-brand-600" />
          {t('play')}
        </button>
      </div>
    </div>
  );
}
