import { COMPLIANCE_COLUMNS, type ColumnId, isColumnId } from './types';

// A comma-separated list of matrix columns, as `--network` and the upload's `networks` field take it.

export type ColumnsArg = { ok: true; columns: ColumnId[] } | { ok: false; unknown: string[] };

export function parseColumns(value: string): ColumnsArg {
  const ids = value
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  const unknown = ids.filter((id) => !isColumnId(id));
  if (ids.length === 0) return { ok: false, unknown: [value] };
  if (unknown.length > 0) return { ok: false, unknown };
  return { ok: true, columns: COMPLIANCE_COLUMNS.filter((id) => ids.includes(id)) };
}
