'use client';

import { useTranslations } from 'next-intl';
import type { ShimEvent } from '@/lib/playable/protocol';
import { placeText } from './summary';
import { TestPart } from './test-part';

// The live run's events, newest last, in the tester's language (the mail gets summary.ts's English lines).

function useEventText() {
  const t = useTranslations('Review.timeline');
  return (event: ShimEvent): string => {
    const at = Math.round(event.t);
    switch (event.type) {
      case 'hello':
        return t('loaded', { at });
      case 'gesture':
        return t('gesture', { at, kind: event.kind });
      case 'call':
        return event.error
          ? t('threw', { at, call: event.label ?? event.name, error: event.error })
          : t('call', { at, call: event.label ?? event.name, count: event.gestures });
      case 'missing':
        return t('missing', { at, call: event.name });
      case 'error':
        return t(event.kind === 'resource' ? 'resource' : event.kind === 'caught' ? 'caught' : 'error', {
          at,
          message: event.message,
          place: placeText(event),
        });
      case 'csp':
        return t('csp', { at, url: event.blockedURI || '—', directive: event.directive });
      case 'paint':
        return t('paint', { at, via: event.via });
      case 'note':
        return t(`note.${event.kind}`, { at, message: event.message });
      case 'channel':
        return t('channel', { at, name: event.name });
      case 'frame':
        return t('frame', { at, via: event.via });
      case 'layout':
        return t('layout', { at, width: event.width, frameWidth: event.frameWidth });
    }
  };
}

export function LiveTimeline({ events }: { events: ShimEvent[] }) {
  const t = useTranslations('Review');
  const text = useEventText();
  return (
    <TestPart name="timeline" title={t('timeline.heading')} headingClassName="mb-2 text-lg font-semibold">
      {events.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('timeline.empty')}</p>
      ) : (
        <ol
          data-testid="timeline"
          className="max-h-64 overflow-auto rounded-xl border border-slate-200 bg-white p-3 font-mono text-xs break-words"
          tabIndex={0}
          aria-label={t('timeline.heading')}
        >
          {events.map((event, index) => (
            <li key={index}>{text(event)}</li>
          ))}
        </ol>
      )}
    </TestPart>
  );
}
