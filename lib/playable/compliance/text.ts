import { formatBytes } from './format';
import { COLUMNS } from './rules';
import type { Compliance, Saving, SizeEntry } from './types';

// The matrix and the size report as plain text lines, for the report mail (English, as the fixes are).

export function complianceLines(compliance: Compliance): string[] {
  const lines: string[] = [];
  for (const column of COLUMNS) {
    const result = compliance[column.id];
    if (!result) continue;
    const pending = result.pending.length > 0 ? `, ${result.pending.length} rule(s) need the live run` : '';
    const state = result.ready
      ? 'ready'
      : result.misses.length === 0
        ? `no miss${pending}`
        : `${result.misses.length} miss(es)${pending}`;
    lines.push(`  ${column.label}: ${state}`);
    for (const miss of result.misses) {
      const where = miss.evidence
        ? ` (${miss.evidence.file}${miss.evidence.line ? `:${miss.evidence.line}` : ''})`
        : '';
      lines.push(`    - ${miss.rule}: ${miss.detail}${where}`, `      fix: ${miss.fix}`);
    }
  }
  return lines.length > 0 ? lines : ['  (not available for this report)'];
}

export function sizeLines(sizes: readonly SizeEntry[], savings: readonly Saving[]): string[] {
  if (sizes.length === 0) return ['  (not available for this report)'];
  const lines = sizes.slice(0, 10).map((entry) => {
    const name =
      entry.line !== undefined ? `${entry.path}:${entry.line} (data URI, ${entry.mime})` : entry.path;
    return `  ${name}: ${formatBytes(entry.bytes)} raw, ${formatBytes(entry.deflated)} deflated`;
  });
  if (sizes.length > 10) lines.push(`  … and ${sizes.length - 10} more`);
  for (const saving of savings) lines.push(`  saving -${formatBytes(saving.bytes)}: ${saving.detail}`);
  return lines;
}
