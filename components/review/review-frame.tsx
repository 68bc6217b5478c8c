'use client';

import { useEffect } from 'react';

export const SCROLL_TO_HASH_DELAY_MS = 300;
const testingModes = ['ss', 'portal'] as const;
export type TestingMode = (typeof testingModes)[number];

/** `testing_mod` (ss or portal) only changes styling; anything else is ignored. */
export function testingMode(value: string | null): TestingMode | undefined {
  return testingModes.find((mode) => mode === value);
}

/**
 * The review layout's client side: marks <html data-testing-mod> from the query (styles key off it, so the
 * static page needs no Suspense boundary) and scrolls to the hash target 300 ms after load or a hash change.
 */
export function ReviewFrameEffects() {
  useEffect(() => {
    const mode = testingMode(new URLSearchParams(window.location.search).get('testing_mod'));
    if (mode) document.documentElement.dataset.testingMod = mode;

    let timer: ReturnType<typeof setTimeout> | undefined;
    const scroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const id = decodeURIComponent(window.location.hash.slice(1));
        if (id) document.getElementById(id)?.scrollIntoView();
      }, SCROLL_TO_HASH_DELAY_MS);
    };
    scroll();
    window.addEventListener('hashchange', scroll);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', scroll);
      delete document.documentElement.dataset.testingMod;
    };
  }, []);
  return null;
}
