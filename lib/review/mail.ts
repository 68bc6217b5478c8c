import { complianceLines, sizeLines } from '@/lib/playable/compliance/text';
import { reviewRecipient } from '@/lib/config';
import { messageIdFor, type MailMessage } from '@/lib/mail/send';
import { CHECK_MESSAGES } from '@/lib/playable/messages';
import { CHECK_NAMES, type CheckResult, type PlayableReport, STATIC_CHECKS } from '@/lib/playable/types';
import type { SendEmailRequest } from '@/lib/schemas/review';

// The mail of "send by e-mail" on the review pages: the tester's product details, the report (static checks
// from the stored report, live checks as the tester's browser saw them), the timeline and the browser, and
// the reminder that passing these checks is not an ad network's approval.

export const APPROVAL_NOTE =
  "Note: passing these checks means the playable follows the studio's packaging and lifecycle rules. " +
  'It is not an approval by any ad network; each network reviews the ad under its own policies.';

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
    return `      - ${oneLine(where + item.detail, 300)}`;
  });
}

/** The check lines: static checks from the stored report; the others from the live run when there was one. */
export function checkLines(report: PlayableReport, live: SendEmailRequest['live']): string[] {
  const lines: string[] = [];
  for (const name of CHECK_NAMES) {
    const stored = report.checks[name];
    const isStatic = (STATIC_CHECKS as readonly string[]).includes(name);
    // A static failure is final; a live result can only add to it.
    const liveChecks: Partial<Record<string, LiveCheck>> = live?.checks ?? {};
    const observed = !isStatic && stored.status !== 'failed' ? liveChecks[name] : undefined;
    const status = observed?.status ?? stored.status;
    const message =
      stored.status === 'failed' && stored.message ? ` (${CHECK_MESSAGES[stored.message]})` : '';
    lines.push(`  ${name.padEnd(12)} ${STATUS_LABELS[status]}${message}`);
    lines.push(...describeEvidence(stored));
    for (const detail of observed?.evidence ?? []) lines.push(`      - ${oneLine(detail, 300)}`);
  }
  return lines;
}

type LiveCheck = { status: CheckResult['status']; evidence?: string[] };

function stepsText(steps: number | null | undefined): string {
  if (steps === null || steps === undefined) return 'not detected (the CTA was not reached in the live test)';
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

export function reviewMail(
  report: PlayableReport,
  form: SendEmailRequest,
  context: ReviewMailContext,
): MailMessage {
  const live = form.live;
  const timeline = live?.timeline.length
    ? live.timeline.map((line) => `  ${oneLine(line, 300)}`)
    : ['  (no live run recorded)'];
  const text = [
    'A playable was sent from the playable testing page.',
    '',
    `Product name: ${form.product_name}`,
    `Product URL: ${form.product_url}`,
    `Advertiser: ${form.advertiser_name}`,
    `Playable: ${report.name} (report ${report.id})`,
    `Report: ${context.origin}/api/review/report/${report.id} (kept 24 hours)`,
    `Browser: ${oneLine(context.browser || 'unknown', 300)}`,
    '',
    'Checks:',
    ...checkLines(report, live),
    '',
    `Game steps: ${stepsText(live ? live.steps : report.steps)}`,
    '',
    `Networks (${report.live ? 'with the live run' : 'from the package; rules of the live run not settled'}):`,
    ...complianceLines(report.compliance ?? {}),
    '',
    'Where the bytes go:',
    ...sizeLines(report.sizes ?? [], report.savings ?? []),
    '',
    'Timeline of the live test:',
    ...timeline,
    '',
    'Special remarks:',
    form.remarks ?? '(none)',
    '',
    APPROVAL_NOTE,
    '',
  ].join('\n');
  return {
    to: reviewRecipient(),
    subject: oneLine(`Playable test: ${form.product_name} (${form.advertiser_name})`, 150),
    text,
    messageId: messageIdFor(`review-${report.id}-${Date.now().toString(36)}`),
  };
}
