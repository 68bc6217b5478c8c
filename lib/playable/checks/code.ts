import type { PlayableContext } from '../context';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';
import type { CheckRule } from './rule';

// `code`, static part: every script the page runs parses (inline, by <script src>, in event-handler
// attributes) and every JSON file or JSON script block parses. Passing statically leaves the check
// `checking`: runtime errors and unhandled rejections seen in the live run decide the rest.

export const CODE_RULE = {
  check: 'code',
  summary:
    'Code that does not parse. The live run also fails this check for uncaught errors and unhandled rejections.',
  items: [
    {
      id: 'syntax',
      verdict: 'fail',
      text: 'A script the page runs (inline, by a script tag, or in an event-handler attribute) does not parse.',
    },
    { id: 'json', verdict: 'fail', text: 'A JSON file or a JSON script block does not parse.' },
    {
      id: 'syntax-unloaded',
      verdict: 'warn',
      text: 'A .js file the page does not load itself does not parse, as a script or as a module: the live run shows whether anything runs it.',
    },
    {
      id: 'eval',
      verdict: 'pass',
      text: 'eval() and new Function() are fine: ad webviews allow them, and engines such as Cocos rely on them.',
    },
  ],
} as const satisfies CheckRule;

export function checkCode(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList(CODE_RULE);
  for (const script of ctx.scripts) {
    if (script.scan.ok) continue;
    const where = script.origin === 'handler' ? ' (in an event-handler attribute)' : '';
    const kind = script.sourceType === 'module' ? ' (parsed as a module)' : '';
    const at = { file: script.file, line: script.scan.line, col: script.scan.col };
    if (script.loaded) {
      evidence.add('syntax', { ...at, detail: `SyntaxError: ${script.scan.message}${where}${kind}` });
    } else {
      evidence.add('syntax-unloaded', {
        ...at,
        detail: `SyntaxError: ${script.scan.message} (the page does not load this file itself)`,
      });
    }
  }
  for (const error of ctx.jsonErrors) evidence.add('json', error);
  return evidence.result('checking');
}
