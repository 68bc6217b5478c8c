import { formatBytes } from './format';
import { COLUMNS } from './rules';
import type { Verdicts } from './targets';
import type { ColumnResult, Compliance, ComplianceMiss, Saving, SizeEntry } from './types';

// The matrix, the verdict per network and the size report as plain text lines, in English (as the fixes
// are): THE text of the matrix, for the report mail and the CLI alike, with the page's counts (a problem once).

function placeText(miss: ComplianceMiss): string {
  const place = miss.evidence;
  return place ? ` (${place.file}${place.line ? `:${place.line}` : ''})` : '';
}

function stateText(result: ColumnResult): string {
  const pending = result.pending.length > 0 ? `, ${result.pending.length} rule(s) need the live run` : '';
  const warnings = result.warnings.length > 0 ? `, ${result.warnings.length} warning(s)` : '';
  if (result.ready) return `ready${warnings}`;
  return result.misses.length === 0
    ? `no miss${warnings}${pending}`
    : `${result.misses.length} miss(es)${warnings}${pending}`;
}

function problemLines(miss: ComplianceMiss, warning: boolean): string[] {
  const lines = [
    `    - ${miss.rule}${warning ? ' (warning)' : ''}: ${miss.detail}${placeText(miss)}`,
    `      fix: ${miss.fix}`,
  ];
  for (const other of miss.more ?? []) {
    const label = other.warning ? 'also (warning)' : 'also';
    lines.push(`      ${label}: ${other.detail}${placeText(other)}`);
  }
  return lines;
}

/** A network per line (ready, or its problems and warnings each with its fix), in the matrix's order. */
export function complianceLines(compliance: Compliance): string[] {
  const lines: string[] = [];
  for (const column of COLUMNS) {
    const result = compliance[column.id];
    if (!result) continue;
    lines.push(`  ${column.label}: ${stateText(result)}`);
    for (const miss of result.misses) lines.push(...problemLines(miss, false));
    for (const miss of result.warnings) lines.push(...problemLines(miss, true));
  }
  return lines.length > 0 ? lines : ['  (not available for this report)'];
}

/** The headline: ready or not for each network shipped to, and the failed checks that hold for all. */
export function verdictLines({ targets, failed }: Verdicts): string[] {
  const lines = targets.map(({ network, state, misses, pending }) => {
    const label = COLUMNS.find((column) => column.id === network)!.label;
    if (state === 'ready') return `  Ready for ${label}`;
    if (state === 'pending') return `  No miss for ${label} yet: ${pending} rule(s) wait for the live run`;
    const parts = [
      ...(misses > 0 ? [`${misses} of its rules missed`] : []),
      ...(failed.length > 0 ? ['failed checks'] : []),
    ];
    return `  Not ready for ${label}: ${parts.join(', ')}`;
  });
  if (failed.length > 0) lines.push(`  Failed for every network: ${failed.join(', ')}`);
  return lines;
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
