import type { PlayableContext } from '../context';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';

// `code`, static part: every script parses (inline, external, event-handler attributes) and every JSON
// file or JSON script block parses. Passing statically leaves the check `checking`: runtime errors and
// unhandled rejections seen in the live run decide the rest.

export function checkCode(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList();
  for (const script of ctx.scripts) {
    if (script.scan.ok) continue;
    const where = script.origin === 'handler' ? ' (in an event-handler attribute)' : '';
    const kind = script.sourceType === 'module' ? ' (parsed as a module)' : '';
    evidence.add({
      file: script.file,
      line: script.scan.line,
      col: script.scan.col,
      detail: `SyntaxError: ${script.scan.message}${where}${kind}`,
    });
  }
  for (const error of ctx.jsonErrors) evidence.add(error);
  return evidence.result('code_failed', 'checking');
}
