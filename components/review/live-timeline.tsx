'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { NOTE_CODES, NOTE_RAW_PARAMS, type ShimEvent, type ShimNoteEvent } from '@/lib/playable/protocol';
import { placeText } from './summary';
import { TestPart } from './test-part';

// The live run's events, newest last, in the tester's language (the mail gets summary.ts's English lines).
// Each line is a sentence of the page's own words plus what it quotes verbatim (an error's message, the ad's
// log, a file:line place), shown as code: the ad's and the browser's words are never translated.

interface Line {
  text: string;
  quotes: string[];
}

/** "file:line:col", or null when the event has no place. */
function placeOf(place: { file?: string; line?: number; col?: number }): string | null {
  return place.file ? placeText(place).replace(/^ at /, '') : null;
}

function line(text: string, ...quotes: (string | null | undefined)[]): Line {
  return { text, quotes: quotes.filter((quote): quote is string => !!quote) };
}

/** A note in the page's words: by its code (and params), or, for a run recorded before notes had codes, by its kind. */
function noteLine(
  t: ReturnType<typeof useTranslations<'Review.timeline'>>,
  event: ShimNoteEvent,
  at: number,
) {
  if (!event.code || !event.params) return line(t(`note.${event.kind}`, { at }), event.message);
  const params = event.params;
  const values: Record<string, string | number> = { at };
  const quotes: string[] = [];
  for (const name of NOTE_CODES[event.code] as readonly string[]) {
    if (NOTE_RAW_PARAMS.has(name)) quotes.push(params[name]);
    else values[name] = params[name];
  }
  if (event.code === 'empty-script-src') values.tag = '<script>';
  if (event.code === 'webview-base') values.tag = `<base href="${params.url}">`;
  return line(t(`notes.${event.code}`, values), ...quotes);
}

function useEventText() {
  const t = useTranslations('Review.timeline');
  return (event: ShimEvent): Line => {
    const at = Math.round(event.t);
    switch (event.type) {
      case 'hello':
        return line(t('loaded', { at }));
      case 'gesture':
        return line(t('gesture', { at, kind: event.kind }));
      case 'call':
        return event.error
          ? line(t('threw', { at, call: event.label ?? event.name }), event.error)
          : line(t('call', { at, call: event.label ?? event.name, count: event.gestures }));
      case 'missing':
        return line(t('missing', { at, call: event.name }));
      case 'error':
        if (event.kind === 'resource') {
          return event.tag
            ? line(t('resourceTag', { at, tag: `<${event.tag}>` }), event.file ?? event.message)
            : line(t('resource', { at }), event.message);
        }
        return line(
          t(
            event.kind === 'caught' ? 'caught' : event.kind === 'unhandledrejection' ? 'rejection' : 'error',
            {
              at,
            },
          ),
          event.message,
          placeOf(event),
        );
      case 'csp':
        return line(t('csp', { at, url: event.blockedURI || '—', directive: event.directive }));
      case 'paint':
        return line(t('paint', { at, via: event.via }));
      case 'note':
        return noteLine(t, event, at);
      case 'channel':
        return line(t('channel', { at, name: event.name }));
      case 'frame':
        return line(t('frame', { at, via: event.via }));
      case 'layout':
        return line(t('layout', { at, width: event.width, frameWidth: event.frameWidth }));
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
          className="max-h-64 space-y-0.5 overflow-auto rounded-xl border border-slate-200 bg-white p-3 text-xs break-words"
          tabIndex={0}
          aria-label={t('timeline.heading')}
        >
          {events.map((event, index) => {
            const { text: sentence, quotes } = text(event);
            return (
              <li key={index}>
                {sentence}
                {quotes.map((quote, quoteIndex) => (
                  <Fragment key={quoteIndex}>
                    {' '}
                    <code className="text-ink-muted">{quote}</code>
                  </Fragment>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </TestPart>
  );
}
