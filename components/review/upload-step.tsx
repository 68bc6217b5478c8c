'use client';

import { useTranslations } from 'next-intl';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { PlayableReport } from '@/lib/playable/types';
import { precheckPlayable } from './precheck';

// Upload (spec §4): drag and drop or the file picker; the jszip pre-check in the browser, then
// POST /api/review/upload. States: idle → uploading ("Uploading...") → failed with the spec's messages, or
// the report (the Test step).

export type UploadFailure = 'size' | 'type' | 'names' | 'default';

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; error: UploadFailure };

/** The server's error key → the spec's upload message. */
export function uploadFailureFor(status: number, error: unknown): UploadFailure {
  if (status === 413 || error === 'size') return 'size';
  if (error === 'type') return 'type';
  if (error === 'names' || error === 'html') return 'names';
  return 'default';
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
      setState({ kind: 'failed', error: precheck.error });
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const response = await fetch('/api/review/upload', { method: 'POST', body });
      const answer: unknown = await response.json().catch(() => null);
      if (response.ok && answer && typeof answer === 'object' && 'id' in answer) {
        setState({ kind: 'idle' });
        onReport(answer as PlayableReport);
        return;
      }
      const error = answer && typeof answer === 'object' && 'error' in answer ? answer.error : undefined;
      setState({ kind: 'failed', error: uploadFailureFor(response.status, error) });
    } catch {
      setState({ kind: 'failed', error: 'default' });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  const uploading = state.kind === 'uploading';
  return (
    <section aria-labelledby="upload-heading" className="space-y-4">
      <h2 id="upload-heading" tabIndex={-1} className="text-2xl font-semibold">
        {t('upload.heading')}
      </h2>
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
        <p className="text-lg font-medium">{t('upload.drop')}</p>
        <p className="text-sm text-ink-muted">{t('upload.or')}</p>
        <label
          className={`cursor-pointer rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white outline-offset-2 outline-brand-700 hover:bg-brand-700 has-focus-visible:outline-2 ${
            uploading ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          {uploading ? t('upload.uploading') : t('upload.choose')}
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
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
      {state.kind === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
          {t(`upload.errors.${state.error}`)}
        </p>
      )}
    </section>
  );
}
