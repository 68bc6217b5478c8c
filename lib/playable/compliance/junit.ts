import { COLUMNS } from './rules';
import type { ColumnId, Compliance, ComplianceMiss } from './types';

// The matrix as JUnit XML, so a CI system shows each network's misses as failed tests: a testsuite per
// network, a testcase per rule, a failure per problem (its detail, place and fix, and the problem's other
// findings: matrix.ts lists a problem once, under the rule with the strongest evidence); a rule still waiting
// for the live run is a skipped testcase, a warning is the testcase's system-out.

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

function placeText(miss: ComplianceMiss): string {
  return miss.evidence
    ? ` at ${miss.evidence.file}${miss.evidence.line ? `:${miss.evidence.line}` : ''}`
    : '';
}

/** The problem's other findings (matrix.ts lists a problem once), a line each. */
function moreText(miss: ComplianceMiss): string {
  return (miss.more ?? [])
    .map((other) => `\nalso${other.warning ? ' (warning)' : ''}: ${other.detail}${placeText(other)}`)
    .join('');
}

export function complianceJunit(name: string, compliance: Compliance): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  for (const [id, result] of Object.entries(compliance) as [ColumnId, NonNullable<Compliance[ColumnId]>][]) {
    const column = COLUMNS.find((candidate) => candidate.id === id)!;
    const cases = column.rules.map((rule) => {
      const misses = result.misses.filter((miss) => miss.rule === rule.id);
      const warnings = result.warnings.filter((miss) => miss.rule === rule.id);
      const head = `    <testcase classname="${escapeXml(`${name}.${id}`)}" name="${escapeXml(rule.id)}">`;
      const body: string[] = [];
      if (result.pending.includes(rule.id))
        body.push('      <skipped message="settled by the live run (--live)"/>');
      for (const miss of misses) {
        body.push(
          `      <failure message="${escapeXml(miss.detail)}" type="${escapeXml(rule.id)}">${escapeXml(`${miss.detail}${placeText(miss)}\nfix: ${miss.fix}${moreText(miss)}`)}</failure>`,
        );
      }
      if (warnings.length > 0) {
        const text = warnings
          .map((miss) => `warning: ${miss.detail}; fix: ${miss.fix}${moreText(miss)}`)
          .join('\n');
        body.push(`      <system-out>${escapeXml(text)}</system-out>`);
      }
      return body.length === 0 ? `${head}</testcase>` : [head, ...body, '    </testcase>'].join('\n');
    });
    tests += column.rules.length;
    failures += new Set(result.misses.map((miss) => miss.rule)).size;
    const suiteFailures = new Set(result.misses.map((miss) => miss.rule)).size;
    const skipped = result.pending.length;
    suites.push(
      [
        `  <testsuite name="${escapeXml(column.label)}" id="${id}" tests="${column.rules.length}" failures="${suiteFailures}" skipped="${skipped}" errors="0">`,
        ...cases,
        '  </testsuite>',
      ].join('\n'),
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(`playable-check ${name}`)}" tests="${tests}" failures="${failures}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
