'use client';

import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

// The accessible dialog primitive every engineer may reuse: role="dialog" with aria-modal and a label, focus
// moved inside on open and kept there (Tab and Shift+Tab wrap), Esc and the backdrop close it, and focus goes
// back to the element that opened it. `variant="drawer"` slides in from the right (the navbar's drawer).

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The controls Tab can reach: a control hidden at this screen size (`display: none`) is not one of them. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.hasAttribute('inert') &&
      element.getAttribute('aria-hidden') !== 'true' &&
      // Browsers without checkVisibility (and jsdom) count every control, as before.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

let openCount = 0;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Accessible name of the close button (in the page's language). */
  closeLabel: string;
  children: ReactNode;
  variant?: 'modal' | 'drawer';
  /** Extra classes for the panel. */
  className?: string;
  /** Hide the visible title (it still names the dialog). */
  hideTitle?: boolean;
  /** data-testid of the panel, for tests. */
  testId?: string;
  id?: string;
  /** The control that takes focus on open (the dialog's main action); else its first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of the element in `children` that describes the dialog (aria-describedby). */
  descriptionId?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  variant = 'modal',
  className = '',
  hideTitle = false,
  testId,
  id,
  initialFocus,
  descriptionId,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRef.current = initialFocus;
  }, [onClose, initialFocus]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    openCount += 1;
    document.body.style.overflow = 'hidden';
    // The dialog's main action when it names one, else its first control (the close button).
    const first = panel ? focusableIn(panel)[0] : undefined;
    (initialFocusRef.current?.current ?? first ?? panel)?.focus();

    return () => {
      openCount -= 1;
      if (openCount <= 0) {
        openCount = 0;
        document.body.style.overflow = '';
      }
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const drawer = variant === 'drawer';
  return createPortal(
    <div className="fixed inset-0 z-[60] flex" data-dialog-root="">
      <div className="absolute inset-0 bg-ink/50" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
        className={
          drawer
            ? `relative ml-auto flex h-full w-[min(22rem,90vw)] flex-col overflow-y-auto bg-white shadow-xl ${className}`
            : `relative m-auto flex max-h-[85vh] w-[min(48rem,calc(100vw-2rem))] flex-col rounded-lg bg-white shadow-xl ${className}`
        }
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold text-ink'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel}
            className="-m-1 ml-auto rounded p-1 text-2xl leading-none text-ink-muted hover:text-ink"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
