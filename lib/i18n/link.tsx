'use client';

import { createNavigation } from 'next-intl/navigation';
import { type ComponentProps, useState } from 'react';
import { routing } from './routing';

const { Link: LocaleLink } = createNavigation(routing);

/**
 * next-intl's Link that prefetches on intent (pointer over it, touch, keyboard focus) instead of as soon as
 * it scrolls into view. Viewport prefetching fetched every page the navbar and footer link to, with their
 * JavaScript (the playable tester's and the forms'), on every page load: most of a desktop visit's bytes,
 * for pages the visitor rarely opens. Pages are static, so a page fetched on hover is still instant.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof LocaleLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <LocaleLink
      {...props}
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
