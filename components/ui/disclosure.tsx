'use client';

import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * State of a menu button and its popup (the Services submenu, the language dropdown): closes on a pointer
 * down outside, on Escape (focus back on the button) and when focus leaves the root. Spread `rootProps` on
 * the element that holds both, `buttonProps` on the button (it toggles, and says whether the popup is
 * expanded and which it is) and `popupProps` on the popup.
 */
export function useDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    },
    onBlur(event: FocusEvent) {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': popupId,
    onClick: () => setOpen((value) => !value),
  };
  const popupProps = { id: popupId, hidden: !open };

  return { open, setOpen, rootProps, buttonProps, popupProps };
}

/** The popup's panel under its button: `<ul {...popupProps} className={popupPanel('right')}>`. */
export function popupPanel(align: 'left' | 'right'): string {
  const side = align === 'left' ? 'left-0' : 'right-0';
  return `absolute ${side} z-50 rounded-md border border-slate-200 bg-white shadow-lg`;
}

/** The small arrow after a menu button's label. */
export function Chevron() {
  return (
    <span aria-hidden="true" className="text-xs">
      ▾
    </span>
  );
}
