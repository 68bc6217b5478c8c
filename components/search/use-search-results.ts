import { useEffect, useState } from 'react';
import { getJson } from '@/lib/client/api';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchItem } from '@/lib/search';
import type { SearchTab } from '@/lib/search/params';

// The results of one query, from GET /api/search (the index built at build time, on the server). The page
// itself is static; it asks for both tabs at once, so switching tabs shows the other list without a request.

export interface SearchAnswer {
  counts: Record<SearchTab, number>;
  items: Omit<SearchItem, 'url'>[];
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; answer: SearchAnswer }
  | { status: 'failed'; reason: 'rateLimited' | 'network' };

/** Answers already shown in this tab of the browser (back, forward and tab switches need no request). */
const answers = new Map<string, SearchAnswer>();
const REMEMBERED_ANSWERS = 20;

function remember(key: string, answer: SearchAnswer): void {
  answers.set(key, answer);
  if (answers.size > REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value!);
}

/** One request to GET /api/search through the client kit (lib/client/api.ts); never throws. */
export async function fetchSearch(locale: Locale, query: string, signal?: AbortSignal): Promise<SearchState> {
  const answer = await getJson(`/api/search?${new URLSearchParams({ q: query, locale })}`, { signal });
  if (answer.kind === 'rateLimited') return { status: 'failed', reason: 'rateLimited' };
  if (answer.kind !== 'ok') return { status: 'failed', reason: 'network' };
  const body = answer.body as unknown as SearchAnswer;
  return { status: 'done', answer: { counts: body.counts, items: body.items } };
}

/** The state of `query`'s results, and a retry for a failed request. */
export function useSearchResults(locale: Locale, query: string): [SearchState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: SearchState } | null>(null);
  const answerKey = `${locale}\n${query}`;
  const requestKey = `${answerKey}\n${attempt}`;

  useEffect(() => {
    if (!query || answers.has(answerKey)) return;
    const controller = new AbortController();
    void fetchSearch(locale, query, controller.signal).then((state) => {
      if (controller.signal.aborted) return;
      if (state.status === 'done') remember(answerKey, state.answer);
      setSettled({ key: requestKey, state });
    });
    return () => controller.abort();
  }, [locale, query, answerKey, requestKey]);

  const retry = () => setAttempt((count) => count + 1);
  if (!query) return [{ status: 'idle' }, retry];
  const known = answers.get(answerKey);
  if (known) return [{ status: 'done', answer: known }, retry];
  return [settled?.key === requestKey ? settled.state : { status: 'loading' }, retry];
}
