import type { ReactNode } from 'react';

export interface Column {
  key: string;
  label: ReactNode;
  /** This heading's classes instead of the row's `cellClassName`. */
  className?: string;
}

/** A table's head: one row of column headings, each `scope="col"`. */
export function TableHead({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly Column[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={column.className ?? cellClassName}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
