'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';
import { Link } from '@/lib/i18n/navigation';
import { getJson } from '@/lib/client/api';
import type { PlayableReport } from '@/lib/playable/types';
import { REVIEW_ID_PATTERN } from '@/lib/schemas/review-options';
import { REVIEW_STEPS, type ReviewStep, useReviewStore } from '@/stores/review';
import { StepButton } from './step-button';

// The playable testing page (docs/PRODUCT.md, Playable testing page): Guidance → Upload → Test, the step kept in the review store.
// The page opens on the Guidance step, so the other steps' code (jszip for the upload pre-check, the
// player, qrcode) is loaded when a tester heads there, not with the page.

const loadUploadStep = () => import('./upload-step');
const loadTestStep = () => import('./test-step');

function StepLoading() {
  const t = useTranslations('Common');
  return (
    <p role="status" className="py-8 text-ink-muted">
      {t('loading')}
    </p>
  );
}

const UploadStep = dynamic(() => loadUploadStep().then((step) => step.UploadStep), {
  loading: StepLoading,
});
const TestStep = dynamic(() => loadTestStep().then((step) => step.TestStep), { loading: StepLoading });

export function ReviewFlow() {
  const t = useTranslations('Review');
  const activeStep = useReviewStore((state) => state.activeStep);
  const report = useReviewStore((state) => state.report);
  const setActiveStep = useReviewStore((state) => state.setActiveStep);
  const setReport = useReviewStore((state) => state.setReport);
  const panel = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const step: ReviewStep = activeStep === 2 && !report ? 1 : activeStep;

  // Move focus to the new step so keyboard and screen-reader users follow the change; a step whose code is
  // still loading gets it when its heading arrives.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const root = panel.current;
    if (!root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h2');
      heading?.focus();
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [step]);

  // `/review?report=<id>` reopens a stored report (with its live run when one was stored) on the Test step.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('report');
    if (!id || !REVIEW_ID_PATTERN.test(id)) return;
    let alive = true;
    void getJson(`/api/review/report/${encodeURIComponent(id)}`).then((answer) => {
      if (alive && answer.kind === 'ok') setReport(answer.body as unknown as PlayableReport);
    });
    return () => {
      alive = false;
    };
  }, [setReport]);

  // A tester on the Upload step is about to need the Test step.
  useEffect(() => {
    if (step === 1) void loadTestStep();
  }, [step]);

  return (
    <div className="space-y-8">
      <nav aria-label={t('stepsLabel')}>
        <ol className="flex flex-wrap gap-2">
          {REVIEW_STEPS.map((name, index) => {
            const reachable = index < 2 || report !== null;
            return (
              <li key={name}>
                <button
                  type="button"
                  disabled={!reachable}
                  aria-current={index === step ? 'step' : undefined}
                  onClick={() => setActiveStep(index as ReviewStep)}
                  className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium disabled:opacity-50 aria-[current=step]:border-brand-600 aria-[current=step]:bg-brand-600 aria-[current=step]:text-white"
                >
                  {index + 1}. {t(`steps.${name}`)}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div ref={panel} className="[&_h2]:outline-none">
        {step === 0 && (
          <HeadedSection
            headingId="guidance-heading"
            focusable
            title={t('guidance.heading')}
            headingClassName="text-2xl font-semibold"
            className="space-y-4"
          >
            <ol className="list-decimal space-y-2 pl-6">
              {(['package', 'names', 'lifecycle', 'cta', 'offline'] as const).map((key) => (
                <li key={key}>{t(`guidance.${key}`)}</li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-3">
              <StepButton
                step={1}
                onPointerEnter={() => void loadUploadStep()}
                onFocus={() => void loadUploadStep()}
                className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                {t('guidance.start')}
              </StepButton>
              <Link
                href="/review/doc"
                className="rounded-full px-6 py-2.5 font-semibold text-brand-700 underline"
              >
                {t('guidance.doc')}
              </Link>
            </div>
          </HeadedSection>
        )}
        {step === 1 && <UploadStep onReport={setReport} />}
        {step === 2 && report && <TestStep report={report} />}
      </div>
    </div>
  );
}
