import { create } from 'zustand';

// The playable-testing steps (spec §2: guidance, upload, test). activeStep counts from 0.
export const REVIEW_STEPS = 3;

interface ReviewState {
  activeStep: number;
  setActiveStep(step: number): void;
  next(): void;
  back(): void;
}

const clamp = (step: number) => Math.min(Math.max(Math.trunc(step) || 0, 0), REVIEW_STEPS - 1);

export const useReviewStore = create<ReviewState>()((set) => ({
  activeStep: 0,
  setActiveStep(step) {
    set({ activeStep: clamp(step) });
  },
  next() {
    set((state) => ({ activeStep: clamp(state.activeStep + 1) }));
  },
  back() {
    set((state) => ({ activeStep: clamp(state.activeStep - 1) }));
  },
}));
