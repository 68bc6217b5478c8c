import type { ReactNode } from 'react';
import { Phrases } from './phrases';

export interface Card {
  key: string;
  title: string;
  text: string;
  /** Shown above the title, e.g. a step number or a figure. */
  badge?: string;
  footer?: ReactNode;
}

/** Cards with an <h3> each; `ordered` makes the grid an ordered list (steps of a flow). */
export function CardGrid({
  cards,
  columns = 3,
  ordered = false,
}: {
  cards: readonly Card[];
  columns?: 2 | 3 | 4;
  ordered?: boolean;
}) {
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' }[columns];
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li
          key={card.key}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {card.badge ? <p className="text-2xl font-bold text-brand-600">{card.badge}</p> : null}
          <h3 className="mt-2 text-xl font-semibold text-ink">
            <Phrases text={card.title} />
          </h3>
          <p className="mt-3 flex-1 text-ink-muted">{card.text}</p>
          {card.footer ? <div className="mt-4">{card.footer}</div> : null}
        </li>
      ))}
    </List>
  );
}
