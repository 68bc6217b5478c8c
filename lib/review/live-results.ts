import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { playableUploads } from '@/lib/db/schema';
import { complianceOf } from '@/lib/playable/compliance/matrix';
import type { ColumnId } from '@/lib/playable/compliance/types';
import type { CheckName, CheckResult, Evidence, PlayableReport, StoredLive } from '@/lib/playable/types';
import type { StoreLiveRequest } from '@/lib/schemas/review-live';
import { UPLOAD_RETENTION } from './limits';
import { isUploadId } from './storage';

// A report's live run, stored when the Test step's run settles, so that `/review?report=<id>`, the send-email
// page and the mail show the report with its live results for the rest of its 24 hours. The stored report
// keeps its static checks; the live ones (and the findings the run added to html_label and base64), the APIs,
// the step count and the matrix come from the stored run whenever it is read.

type StoredCheck = NonNullable<StoredLive['summary']['checks'][CheckName]>;

/** A stored finding as the report carries it (a plain line from the first version of the page: its text). */
const asEvidence = (item: string | Evidence): Evidence =>
  typeof item === 'string' ? { detail: item } : item;

/**
 * A check as the stored run left it. The run's summary carries the package's findings with its own (the Test
 * step merges them), so it replaces the stored check; a package failure stays a failure whatever was sent.
 */
function storedCheck(stored: CheckResult, live: StoredCheck): CheckResult {
  const failed = stored.status === 'failed';
  const message = failed ? stored.message : live.message;
  const evidence = live.evidence?.length
    ? live.evidence.map(asEvidence)
    : failed
      ? stored.evidence
      : undefined;
  return {
    status: failed ? 'failed' : live.status,
    ...(message ? { message } : {}),
    ...(live.via ? { via: live.via } : {}),
    ...(evidence?.length ? { evidence } : {}),
  };
}

/**
 * The report as its stored live run left it (unchanged when there is none): what every page and the mail
 * show of a report, the matrix judged again with the run's facts.
 */
export function withStoredLive(report: PlayableReport): PlayableReport {
  const live = report.live;
  if (!live) return report;
  const checks = { ...report.checks };
  for (const [name, result] of Object.entries(live.summary.checks) as [CheckName, StoredCheck][]) {
    if (checks[name]) checks[name] = storedCheck(checks[name], result);
  }
  const columns = Object.keys(report.compliance ?? {}) as ColumnId[];
  return {
    ...report,
    checks,
    apis: live.apis.length > 0 ? live.apis : report.apis,
    steps: live.summary.steps,
    compliance: report.facts ? complianceOf(report.facts, live.facts, columns) : report.compliance,
  };
}

/** Stores a settled live run with a fresh upload's report; false when the upload is unknown or expired. */
export async function storeLiveResults(
  db: Db,
  id: string,
  body: StoreLiveRequest,
): Promise<PlayableReport | null> {
  if (!isUploadId(id)) return null;
  const fresh = gt(playableUploads.createdAt, sql`now() - ${UPLOAD_RETENTION}::interval`);
  const [row] = await db
    .select({ report: playableUploads.report })
    .from(playableUploads)
    .where(and(eq(playableUploads.id, id), fresh));
  if (!row) return null;
  const stored = row.report as PlayableReport;
  const live: StoredLive = { ...body, at: new Date().toISOString() };
  const report: PlayableReport = { ...stored, live };
  await db.update(playableUploads).set({ report }).where(eq(playableUploads.id, id));
  return report;
}
