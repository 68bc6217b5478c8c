'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { COLUMNS } from '@/lib/playable/compliance/rules';
import { readTargets } from '@/lib/playable/compliance/targets';
import type { ColumnId } from '@/lib/playable/compliance/types';

// The networks the developer ships to, picked on the Test step: a checkbox chip per column of the matrix.
// The choice is kept in the address (`?networks=applovin,unity`, so a shared or reloaded link keeps it) and
// in localStorage (the next visit starts from it); the address wins when both say something.

export const TARGETS_PARAM = 'networks';
export const TARGETS_STORAGE_KEY = 'review.networks';

function stored(): string | null {
  try {
    return window.localStorage.getItem(TARGETS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(targets: readonly ColumnId[]): void {
  try {
    if (targets.length > 0) window.localStorage.setItem(TARGETS_STORAGE_KEY, targets.join(','));
    else window.localStorage.removeItem(TARGETS_STORAGE_KEY);
  } catch {
    // Storage refused (a private window's quota): the address still keeps the choice.
  }
}

/** The address with the choice, other parameters kept (the commas stay readable). */
function showInAddress(targets: readonly ColumnId[]): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(TARGETS_PARAM);
  const rest = url.searchParams.toString();
  const choice = targets.length > 0 ? `${TARGETS_PARAM}=${targets.join(',')}` : '';
  const search = [rest, choice].filter(Boolean).join('&');
  const next = `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState(window.history.state, '', next);
}

/** The chosen networks (none: every network), read once from the address or storage. */
export function useTargetNetworks(): [ColumnId[], (next: ColumnId[]) => void] {
  const [targets, setTargets] = useState<ColumnId[]>([]);
  useEffect(() => {
    const initial = readTargets(new URLSearchParams(window.location.search).get(TARGETS_PARAM) ?? stored());
    // Read after hydration: the server renders no choice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTargets(initial);
    store(initial);
    showInAddress(initial);
  }, []);
  const choose = useCallback((next: ColumnId[]) => {
    setTargets(next);
    store(next);
    showInAddress(next);
  }, []);
  return [targets, choose];
}

export function NetworkPicker({
  value,
  onChange,
}: {
  value: readonly ColumnId[];
  onChange: (next: ColumnId[]) => void;
}) {
  const t = useTranslations('Review');
  const toggle = (id: ColumnId, on: boolean) =>
    onChange(
      COLUMNS.map((column) => column.id).filter((other) => (other === id ? on : value.includes(other))),
    );
  return (
    <fieldset data-testid="network-picker" className="min-w-0 space-y-2">
      <legend className="text-lg font-semibold">{t('targets.legend')}</legend>
      <p id="network-picker-hint" className="text-sm text-ink-muted">
        {t('targets.hint')}
      </p>
      <ul className="flex flex-wrap gap-2" aria-describedby="network-picker-hint">
        {COLUMNS.map((column) => (
          <li key={column.id}>
            <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
              <input
                type="checkbox"
                name="networks"
                value={column.id}
                checked={value.includes(column.id)}
                onChange={(event) => toggle(column.id, event.target.checked)}
                className="size-4 accent-brand-600"
              />
              {column.id === 'studio' ? t('targets.studio') : column.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
