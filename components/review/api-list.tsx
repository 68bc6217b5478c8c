'use client';

import { useTranslations } from 'next-intl';
import type { LiveState } from '@/lib/playable/live';
import { adApi } from '@/lib/playable/networks';
import { TestPart } from './test-part';

// The ad APIs the playable uses (report `apis`): each with where it was seen — in the code, called live,
// and which one's CTA was called (its contract decides which lifecycle items apply).

export function ApiList({ live }: { live: LiveState }) {
  const t = useTranslations('Review');
  const seenLive = new Set(live.observed.apis);
  const inCode = new Set(live.base.apis);
  return (
    <TestPart name="apis" title={t('apis.heading')} headingClassName="mb-2 text-lg font-semibold">
      {live.apis.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="apis-none">
          {t('apis.none')}
        </p>
      ) : (
        <ul data-testid="apis" className="flex flex-wrap gap-2" aria-live="polite">
          {live.apis.map((id) => {
            const seen = [
              live.contract === id ? t('apis.contract') : null,
              seenLive.has(id) && live.contract !== id ? t('apis.live') : null,
              inCode.has(id) ? t('apis.code') : null,
            ].filter(Boolean);
            return (
              <li
                key={id}
                data-api={id}
                className="rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm"
              >
                <span className="font-medium">{adApi(id).label}</span>
                {seen.length > 0 && <span className="text-ink-muted"> · {seen.join(' · ')}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </TestPart>
  );
}
