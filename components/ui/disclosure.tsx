'use client';

import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * State of a menu button and its popup (the Services submenu, the language dropdown): closes on a pointer
 * down outside, on Escape (focus back on the button) and when focus leaves the root. Spread `rootProps` on
 * the element that holds both the button and the popup.
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

  return { open, setOpen, buttonRef, popupId, rootProps };
}
