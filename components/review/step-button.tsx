import type { ComponentProps } from 'react';
import { type ReviewStep, useReviewStore } from '@/stores/review';

/** A button that takes the tester to another step of the review flow (stores/review.ts). */
export function StepButton({
  step,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'onClick'> & { step: ReviewStep }) {
  const setActiveStep = useReviewStore((state) => state.setActiveStep);
  return <button type="button" onClick={() => setActiveStep(step)} {...props} />;
}
