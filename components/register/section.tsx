import type { ReactNode } from 'react';

/** One part of the registration form: a card with its title as the legend. */
export function FormSection({
  title,
  columns = 1,
  children,
}: {
  title: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      <div className={columns === 2 ? 'grid gap-5 sm:grid-cols-2' : 'grid gap-5'}>{children}</div>
    </fieldset>
  );
}
