import { type PlayableLinks, type PlayableReport, REPORT_VERSION } from './types';

// Reports are stored as JSON for 24 hours, so a stored report may be of an older shape than the code that
// reads it. Every read of a stored report goes through normalizeReport().

/** Version 1 (no `version` field): the studio's shape only, no `shape`, `entry` or `apis`. */
interface ReportV1 {
  id: string;
  name: string;
  checks: PlayableReport['checks'];
  steps: number | null;
  links?: Partial<PlayableLinks>;
}

const NO_LINKS: PlayableLinks = { player: '', preview: '', android: null, ios: null };

/**
 * The current shape of a stored report. A version-1 report becomes a `studio` upload whose entry is
 * `<name>/<name>.html` (the only shape version 1 accepted), with no known APIs and its statuses as they were.
 */
export function normalizeReport(stored: unknown): PlayableReport {
  const report = stored as Partial<PlayableReport> & ReportV1;
  if (report.version === REPORT_VERSION) return report as PlayableReport;
  // Version 2 had no compliance matrix, size report nor the facts to compute them: those stay empty.
  const added = { compliance: {}, sizes: [], savings: [], facts: null };
  if ((stored as { version?: number }).version === 2)
    return { ...(report as Omit<PlayableReport, keyof typeof added>), ...added, version: REPORT_VERSION };
  return {
    ...added,
    version: REPORT_VERSION,
    id: report.id,
    name: report.name,
    shape: 'studio',
    entry: `${report.name}/${report.name}.html`,
    checks: report.checks,
    apis: [],
    steps: report.steps ?? null,
    links: { ...NO_LINKS, ...report.links },
  };
}
