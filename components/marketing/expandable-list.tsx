'use client';

import { type ReactNode, useId, useState } from 'react';

export interface ExpandableItem {
  key: string;
  node: ReactNode;
}

/**
 * A list that shows its first `initial` items and a show more / show less button (spec §4: testimonial
 * lists expand and collapse). The button tells assistive technology whether the list is expanded and which
 * list it controls; focus stays on it, so the visitor can read on or collapse again.
 */
export function ExpandableList({
  items,
  initial,
  showMore,
  showLess,
  label,
  className = '',
}: {
  items: readonly ExpandableItem[];
  initial: number;
  showMore: string;
  showLess: string;
  /** Accessible name of the list. */
  label: string;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const visible = expanded ? items : items.slice(0, initial);
  return (
    <div>
      <ul id={id} aria-label={label} className={className}>
        {visible.map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
      {items.length > initial ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-6 rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {expanded ? showLess : showMore}
        </button>
      ) : null}
    </div>
  );
}
