import { complianceLines, sizeLines } from '@/lib/playable/compliance/text';
import { reviewRecipient } from '@/lib/config';
import { messageIdFor, type MailMessage } from '@/lib/mail/send';
import { CHECK_MESSAGES } from '@/lib/playable/messages';
import { CHECK_NAMES, type CheckResult, type PlayableReport } from '@/lib/playable/types';
import type { SendEmailRequest } from '@/lib/schemas/review';
import { withStoredLive } from './live-results';

// The mail of "send by e-mail" on the review pages: the tester's product details, then the report as the
// server stored it (lib/review/live-results.ts withStoredLive: the package's checks with the live run the Test
// step stored, the step count, the networks' matrix judged with that run's facts, the sizes, the timeline),
// the browser, and the reminder that passing these checks is not an ad network's approval. Nothing of the
// live run comes from the form: a report without a stored run says so. The report part is also the body of
// the developer's copy (lib/mail/review-copy.ts).

export const APPROVAL_NOTE =
  "Note: passing these checks means the playable follows the studio's packaging and lifecycle rules. " +
  'It is not an approval by any ad network; each network reviews the ad under its own policies.';

export const NO_LIVE_RUN =
  'Live run: none stored. The report was sent before the live test on the testing page settled (or the page ' +
  'could not store it): the lifecycle checks below were not run, and the rules of the live run are not settled.';

const STATUS_LABELS: Record<CheckResult['status'], string> = {
  success: 'Test Success',
  failed: 'Test Failed',
  undetected: 'Undetected',
  checking: 'Not run',
  warning: 'Warning',
  not_applicable: 'Not applicable',
};

function oneLine(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function describeEvidence(result: CheckResult): string[] {
  return (result.evidence ?? []).map((item) => {
    const where = item.file
      ? `${item.file}${item.line ? `:${item.line}${item.col ? `:${item.col}` : ''}` : ''}: `
      : '';
    const proof = item.proof === 'live' ? ' [live run]' : '';
    const warning = item.warning ? ' [warning]' : '';
    return `      - ${oneLine(where + item.detail, 300)}${warning}${proof}`;
  });
}

/** What a status line adds: what satisfied the item, or why it failed or warns. */
function statusDetail(result: CheckResult): string {
  if (result.status === 'success' && result.via) return ` (${oneLine(result.via, 200)})`;
  if ((result.status === 'failed' || result.status === 'warning') && result.message)
    return ` (${CHECK_MESSAGES[result.message]})`;
  return '';
}

/** The check lines of a report as it reads (its stored live run applied). */
export function checkLines(report: PlayableReport): string[] {
  return CHECK_NAMES.flatMap((name) => {
    const result = report.checks[name];
    return [
      `  ${name.padEnd(12)} ${STATUS_LABELS[result.status]}${statusDetail(result)}`,
      ...describeEvidence(result),
    ];
  });
}

function stepsText(report: PlayableReport): string {
  if (!report.live) return 'not known (no live run was stored)';
  const steps = report.live.summary.steps;
  if (steps === null) return 'not detected (the CTA was not reached in the live test)';
  return steps <= 1
    ? `one step (${steps} gesture before install)`
    : `two or more steps (${steps} gestures before install)`;
}

export interface ReviewMailContext {
  /** The tester's browser (User-Agent). */
  browser: string;
  /** The site's origin, for absolute links in the mail. */
  origin: string;
}

/**
 * The report part of the mail, in English (the checks' and the rules' language), from the stored report: the
 * live run the Test step stored, or the plain statement that there is none.
 */
export function reportSections(stored: PlayableReport, context: ReviewMailContext): string[] {
  const report = withStoredLive(stored);
  const live = stored.live;
  const timeline = live?.summary.timeline.length
    ? live.summary.timeline.map((line) => `  ${oneLine(line, 300)}`)
    : [live ? '  (no event recorded)' : '  (no live run stored)'];
  return [
    `Playable: ${report.name} (report ${report.id})`,
    `Report: ${context.origin}/api/review/report/${report.id} (kept 24 hours)`,
    `Browser: ${oneLine(context.browser || 'unknown', 300)}`,
    live
      ? `Live run: stored ${live.at}${live.facts.settled ? ', settled' : ', not settled'} (the live checks, steps and networks below are from it)`
      : NO_LIVE_RUN,
    '',
    'Checks:',
    ...checkLines(report),
    '',
    `Game steps: ${stepsText(stored)}`,
    '',
    `Networks (${live ? 'with the stored live run' : 'from the package alone: no live run was stored'}):`,
    ...complianceLines(report.compliance ?? {}),
    '',
    'Where the bytes go:',
    ...sizeLines(report.sizes ?? [], report.savings ?? []),
    '',
    'Timeline of the live test:',
    ...timeline,
    '',
    APPROVAL_NOTE,
  ];
}

/** The studio's mail: to REVIEW_TO, answering to the developer's address. */
export function reviewMail(
  stored: PlayableReport,
  form: SendEmailRequest,
  context: ReviewMailContext,
): MailMessage {
  const text = [
    'A playable was sent from the playable testing page.',
    '',
    `Product name: ${form.product_name}`,
    `Product URL: ${form.product_url}`,
    `Advertiser: ${form.advertiser_name}`,
    `Developer: ${form.email} (answer this mail to reach them; a copy of the report goes to them)`,
    '',
    'Special remarks:',
    form.remarks ?? '(none)',
    '',
    ...reportSections(stored, context),
    '',
  ].join('\n');
  return {
    to: reviewRecipient(),
    replyTo: form.email,
    subject: oneLine(`Playable test: ${form.product_name} (${form.advertiser_name})`, 150),
    text,
    messageId: messageIdFor(`review-${stored.id}-${Date.now().toString(36)}`),
  };
}
