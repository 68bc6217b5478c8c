import { create } from 'zustand';
import type { LiveState } from '@/lib/playable/live';
import type { PlayableReport } from '@/lib/playable/types';

// The review store (`activeStep`, a number starting at 0): the step of the playable testing page
// (0 Guidance, 1 Upload, 2 Test), the uploaded report and the live run, kept while the tester moves to the
// send-email page and back.

export const REVIEW_STEPS = ['guidance', 'upload', 'test'] as const;
export type ReviewStep = 0 | 1 | 2;

interface ReviewState {
  activeStep: ReviewStep;
  report: PlayableReport | null;
  live: LiveState | null;
  setActiveStep(step: ReviewStep): void;
  /** A new upload: its report, and the Test step. */
  setReport(report: PlayableReport): void;
  setLive(live: LiveState | null): void;
  reset(): void;
}

export const useReviewStore = create<ReviewState>()((set) => ({
  activeStep: 0,
  report: null,
  live: null,
  setActiveStep: (activeStep) => set({ activeStep }),
  setReport: (report) => set({ report, live: null, activeStep: 2 }),
  setLive: (live) => set({ live }),
  reset: () => set({ activeStep: 0, report: null, live: null }),
}));
