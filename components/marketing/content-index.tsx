import type { ReactNode } from 'react';
import { Phrases } from './phrases';

// The page of a content list (the blog, our work): its title and intro, the list's controls (tabs, filters),
// then what the list shows; and the list itself, a grid of cards.

export function ContentIndex({
  title,
  intro,
  controls,
  children,
}: {
  title: string;
  intro: string;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <Phrases text={title} />
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">{intro}</p>
      <div className="mt-10">{controls}</div>
      {children}
    </div>
  );
}

/** The cards of a list, three to a row on wide screens; the first row's covers load with priority. */
export function CardGrid<Item extends { slug: string }>({
  items,
  testId,
  card,
}: {
  items: readonly Item[];
  testId: string;
  card(item: Item, priority: boolean): ReactNode;
}) {
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.slug}>{card(item, index < 3 /* the first row (lg:grid-cols-3) */)}</li>
      ))}
    </ul>
  );
}
