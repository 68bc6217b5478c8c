import type { ComponentProps } from 'react';

/**
 * What a list shows when nothing matches (our work's filters, a search): a dashed box with a heading, a line
 * of text and, as children, the ways on. `className` places and pads the box.
 */
export function EmptyState({
  title,
  body,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & { title: string; body: string; className: string }) {
  return (
    <div className={`rounded-2xl border border-dashed border-slate-300 text-center ${className}`} {...props}>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 text-ink-muted">{body}</p>
      {children}
    </div>
  );
}
