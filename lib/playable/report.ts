import { checkBase64 } from './checks/base64';
import { checkCode } from './checks/code';
import { checkFile } from './checks/file';
import { checkHtmlLabel } from './checks/html-label';
import { checkOuterChain } from './checks/outer-chain';
import { fileFacts, staticFacts } from './compliance/facts';
import { complianceOf } from './compliance/matrix';
import { largestSavings, sizeEntries } from './compliance/sizes';
import { buildContext, contextApis } from './context';
import {
  CHECK_NAMES,
  type CheckName,
  type CheckResult,
  LIFECYCLE_CHECKS,
  type PlayableLinks,
  type PlayableReport,
  REPORT_VERSION,
} from './types';
import type { PlayablePackage } from './unzip';

export {
  CHECK_NAMES,
  LIFECYCLE_CHECKS,
  MIXED_CHECKS,
  STATIC_CHECKS,
  type CheckName,
  type CheckResult,
  type CheckStatus,
  type Evidence,
  type PlayableLinks,
  type PlayableReport,
} from './types';
export { CHECK_MESSAGES, type CheckMessageKey } from './messages';

export interface StaticReportOptions {
  /** Store links for the preview app; the preview link defaults to the sandboxed page. */
  links?: Partial<PlayableLinks>;
  /** Bytes of the upload as received (the zip or the HTML file); default: the files' total. */
  uploadBytes?: number;
}

/**
 * The report right after upload: file, html_label and base64 decided; outer_chain and code failed (or
 * warned) when a static problem was found, else `checking`; the lifecycle checks `checking` until the live
 * run; `apis` as the code and script tags show them. `upload` is what readPlayableZip answered.
 */
export function buildStaticReport(
  id: string,
  upload: Pick<PlayablePackage, 'root' | 'htmlPath' | 'shape' | 'files'>,
  options: StaticReportOptions = {},
): PlayableReport {
  const context = buildContext(upload);
  const lifecycle = Object.fromEntries(
    LIFECYCLE_CHECKS.map((check): [CheckName, CheckResult] => [check, { status: 'checking' }]),
  );
  const checks = {
    file: checkFile(context),
    html_label: checkHtmlLabel(context),
    base64: checkBase64(context),
    outer_chain: checkOuterChain(context),
    code: checkCode(context),
    ...lifecycle,
  } as Record<CheckName, CheckResult>;
  const files = fileFacts(context.files);
  const uploadBytes = options.uploadBytes ?? files.reduce((sum, file) => sum + file.bytes, 0);
  const facts = staticFacts(context, { bytes: uploadBytes, fileCheck: checks.file, files });
  return {
    version: REPORT_VERSION,
    id,
    name: upload.root,
    shape: upload.shape,
    entry: upload.htmlPath,
    checks,
    apis: contextApis(context),
    steps: null,
    // The player's address depends on the host the report is read on (lib/review/player.ts sets it); a
    // report checked outside the site (the CLI) has no player.
    links: { player: '', preview: '', android: null, ios: null, ...options.links },
    compliance: complianceOf(facts, null),
    sizes: sizeEntries(context, files),
    savings: largestSavings(context),
    facts,
  };
}

/** The checks of a report that failed, in report order. */
export function failedChecks(report: PlayableReport): CheckName[] {
  return CHECK_NAMES.filter((name) => report.checks[name].status === 'failed');
}
