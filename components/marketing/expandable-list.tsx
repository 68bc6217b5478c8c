'use client';

import { type ReactNode, useId, useState } from 'react';

export interface ExpandableItem {
  key: string;
  node: ReactNode;
}

export interface ExpandableGroup {
  key: string;
  /** Accessible name of the list. */
  label: string;
  /** Shown above the list (its heading). */
  heading?: ReactNode;
  items: readonly ExpandableItem[];
}

interface Labels {
  initial: number;
  showMore: string;
  showLess: string;
}

/**
 * Lists side by side that show their first `initial` items each and expand and collapse together with one
 * show more / show less button. One button for all keeps
 * the columns the same length: expanding one column alone left a hole beside it. The button tells
 * assistive technology whether the lists are expanded and which lists it controls; focus stays on it.
 */
export function ExpandableLists({
  groups,
  initial,
  showMore,
  showLess,
  className = '',
  listClassName = '',
}: Labels & {
  groups: readonly ExpandableGroup[];
  /** Classes of the element that holds the lists (a grid for columns). */
  className?: string;
  listClassName?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const base = useId();
  const listId = (key: string) => `${base}-${key}`;
  const expandable = groups.some((group) => group.items.length > initial);
  return (
    <div>
      <div className={className}>
        {groups.map((group) => (
          <div key={group.key}>
            {group.heading}
            <ul id={listId(group.key)} aria-label={group.label} className={listClassName}>
              {(expanded ? group.items : group.items.slice(0, initial)).map((item) => (
                <li key={item.key}>{item.node}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {expandable ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={groups.map((group) => listId(group.key)).join(' ')}
          onClick={() => setExpanded((value) => !value)}
          className="mt-6 rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {expanded ? showLess : showMore}
        </button>
      ) : null}
    </div>
  );
}

/** One expandable list (see ExpandableLists). */
export function ExpandableList({
  items,
  label,
  className = '',
  ...labels
}: Labels & { items: readonly ExpandableItem[]; label: string; className?: string }) {
  return <ExpandableLists {...labels} groups={[{ key: 'list', label, items }]} listClassName={className} />;
}
