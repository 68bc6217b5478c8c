// Fetches a policy document for the footer dialogs from the legal API (GET /api/legal/<doc>/<locale> →
// {title, html, updated}), so the legal texts are never bundled into every page.

import { getJson } from '@/lib/client/api';
import { formatContentDate } from '@/lib/content/dates';

export const legalDocs = ['privacy', 'privacy-cn', 'cookie-policy', 'copyright'] as const;
export type LegalDoc = (typeof legalDocs)[number];

export interface LegalDocument {
  title: string;
  html: string;
  updated: string;
}

export type PolicyDialogName = 'privacy' | 'copyright' | 'cookiePrivacy';

/** Which document a dialog shows: the mainland-China privacy policy on the cn host. */
export function docFor(dialog: PolicyDialogName, hostIsCn: boolean): LegalDoc {
  if (dialog === 'privacy') return hostIsCn ? 'privacy-cn' : 'privacy';
  return dialog === 'copyright' ? 'copyright' : 'cookie-policy';
}

export function legalDocUrl(doc: LegalDoc, locale: string): string {
  return `/api/legal/${doc}/${encodeURIComponent(locale)}`;
}

function isDocument(value: unknown): value is LegalDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { title, html, updated } = value as Record<string, unknown>;
  return (
    typeof title === 'string' && typeof html === 'string' && typeof updated === 'string' && html.length > 0
  );
}

const cache = new Map<string, Promise<LegalDocument>>();

/** Loads a document once per page (a failure is not cached, so reopening retries). */
export function loadLegalDoc(doc: LegalDoc, locale: string): Promise<LegalDocument> {
  const url = legalDocUrl(doc, locale);
  let pending = cache.get(url);
  if (!pending) {
    pending = getJson(url).then((answer) => {
      if (answer.kind !== 'ok') throw new Error(answer.status ? `HTTP ${answer.status}` : 'no answer');
      if (!isDocument(answer.body)) throw new Error('unexpected answer');
      return answer.body;
    });
    cache.set(url, pending);
    pending.catch(() => cache.delete(url));
  }
  return pending;
}

export function clearLegalDocCache(): void {
  cache.clear();
}

/** The `updated` value as a date in the page's language; a value that is not a date is shown as it is. */
export function formatUpdated(updated: string, locale: string): string {
  const day = updated.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) return updated;
  return formatContentDate(locale, day);
}
