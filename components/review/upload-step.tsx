'use client';

import { useTranslations } from 'next-intl';
import { type DragEvent, useId, useRef, useState } from 'react';
import { postForm } from '@/lib/client/api';
import type { PlayableReport } from '@/lib/playable/types';
import type { UnzipRefusal } from '@/lib/playable/unzip';
import { HeadedSection } from '@/components/ui/headed-section';
import { precheckPlayable } from './precheck';

// Upload (docs/PRODUCT.md, Playable testing page): drag and drop or the file picker, a zip or a single HTML page; the jszip pre-check in
// the browser, then POST /api/review/upload. States: idle → uploading ("Uploading...") → failed with the
// message of the error key, the precise reason for the refusal and its detail as evidence, or the
// report (the Test step).

// `busy`: 503 while the server's check queue or its budget of inflated bytes is full (docs/PRODUCT.md, Error keys).
const ERROR_KEYS = ['size', 'type', 'names', 'html', 'archive', 'busy'] as const;

export interface UploadFailure {
  /** The message: an error key (docs/PRODUCT.md, Error keys), or `default` for anything else. */
  error: (typeof ERROR_KEYS)[number] | 'default';
  /** The refusal's code (`ambiguous-entry`, `encrypted`…), shown as a sentence when the page knows it. */
  reason?: string;
  /** The server's evidence: names, sizes, the entry at fault. */
  detail?: string;
}

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; failure: UploadFailure };

function field(answer: unknown, name: string): string | undefined {
  const value = answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A refusal answered by the server (or the pre-check) → what the page shows. */
export function uploadFailureFor(status: number, answer: unknown): UploadFailure {
  const error = field(answer, 'error');
  const known = ERROR_KEYS.find((key) => key === error);
  const reason = field(answer, 'reason');
  const detail = field(answer, 'detail');
  const base: UploadFailure = { error: status === 413 ? 'size' : (known ?? 'default') };
  return { ...base, ...(reason ? { reason } : {}), ...(detail ? { detail: detail.slice(0, 500) } : {}) };
}

function UploadAlert({ failure }: { failure: UploadFailure }) {
  const t = useTranslations('Review');
  const reasonKey = `upload.reasons.${failure.reason}` as `upload.reasons.${UnzipRefusal}`;
  return (
    <div role="alert" className="space-y-1 rounded-lg bg-red-50 px-4 py-3 text-red-800">
      <p className="font-medium">{t(`upload.errors.${failure.error}`)}</p>
      {failure.reason && t.has(reasonKey) && <p>{t(reasonKey)}</p>}
      {failure.detail && (
        <p className="text-sm break-words">
          {t('upload.detailLabel')}: <code>{failure.detail}</code>
        </p>
      )}
    </div>
  );
}

export function UploadStep({ onReport }: { onReport(report: PlayableReport): void }) {
  const t = useTranslations('Review');
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function upload(file: File | undefined) {
    if (!file || state.kind === 'uploading') return;
    setState({ kind: 'uploading' });
    const precheck = await precheckPlayable(file);
    if (!precheck.ok) {
      setState({ kind: 'failed', failure: uploadFailureFor(400, precheck) });
      if (input.current) input.current.value = '';
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    const answer = await postForm('/api/review/upload', body);
    if (input.current) input.current.value = '';
    if (answer.kind === 'ok' && 'id' in answer.body) {
      setState({ kind: 'idle' });
      onReport(answer.body as unknown as PlayableReport);
      return;
    }
    // No answer at all (a network error, status 0) is the general failure.
    setState({ kind: 'failed', failure: uploadFailureFor(answer.status, answer.body) });
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  const uploading = state.kind === 'uploading';
  return (
    <HeadedSection
      headingId="upload-heading"
      focusable
      title={t('upload.heading')}
      headingClassName="text-2xl font-semibold"
      className="space-y-4"
    >
      <div
        data-testid="dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-12 text-center ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
        }`}
      >
        {/* A phone or tablet has nothing to drag: its wording says to choose a file. Decided by CSS, as the page
            is first painted, so neither wording replaces the other after load (no layout shift). */}
        <p className="text-lg font-medium pointer-coarse:hidden" data-pointer="fine">
          {t('upload.drop')}
        </p>
        <p className="text-sm text-ink-muted pointer-coarse:hidden">{t('upload.or')}</p>
        <p className="hidden text-lg font-medium pointer-coarse:block" data-pointer="coarse">
          {t('upload.tap')}
        </p>
        <label
          className={`cursor-pointer rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white outline-offset-2 outline-brand-700 hover:bg-brand-700 has-focus-visible:outline-2 ${
            uploading ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          {uploading ? t('upload.uploading') : t('upload.choose')}
          <input
            ref={input}
            type="file"
            accept=".zip,.html,.htm,application/zip,text/html"
            aria-describedby={hintId}
            disabled={uploading}
            className="sr-only"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
        <p id={hintId} className="text-sm text-ink-muted">
          {t('upload.hint')}
        </p>
      </div>
      <div aria-live="polite" role="status" className="min-h-6">
        {uploading && <p>{t('upload.uploading')}</p>}
      </div>
      {state.kind === 'failed' && <UploadAlert failure={state.failure} />}
    </HeadedSection>
  );
}
