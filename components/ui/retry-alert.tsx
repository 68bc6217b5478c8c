import type { ComponentProps, ReactNode } from 'react';

// A failure said at once (role="alert"), with a button that tries again. Its look is one of the objects below
// (each its own constant, so a page ships only the one it uses).

export interface RetryLook {
  box: string;
  message?: string;
  button: string;
}

/** A red panel in the page's flow. */
export const RETRY_PANEL: RetryLook = {
  box: 'rounded-2xl border border-red-200 bg-red-50 p-6',
  message: 'text-ink',
  button: 'mt-4 rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700',
};

/** Centred where what failed to load would have been. */
export const RETRY_CENTRED: RetryLook = {
  box: 'flex flex-col items-center gap-3 p-6 text-center',
  button: 'rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700',
};

export function RetryAlert({
  look,
  message,
  retryLabel,
  onRetry,
  ...props
}: Omit<ComponentProps<'div'>, 'role' | 'className'> & {
  look: RetryLook;
  message: ReactNode;
  retryLabel: ReactNode;
  onRetry(): void;
}) {
  return (
    <div role="alert" className={look.box} {...props}>
      <p className={look.message}>{message}</p>
      <button type="button" onClick={onRetry} className={look.button}>
        {retryLabel}
      </button>
    </div>
  );
}
