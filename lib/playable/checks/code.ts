import type { PlayableContext } from '../context';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';
import type { CheckRule } from './rule';

// `code`, static part: every script the page runs parses (inline, by <script src>, in event-handler
// attributes; a .json file the page runs as a script is one). JSON that does not parse only warns: only code
// that parses it notices, and the live run shows the error it throws. Passing statically leaves the check
// `checking`: what the live run sees decides the rest (lib/playable/live.ts).

export const CODE_RULE = {
  check: 'code',
  summary:
    'Code that does not parse, and the errors the live run sees the code throw, reject or log before the screen freezes.',
  items: [
    {
      id: 'syntax',
      verdict: 'fail',
      proof: 'static',
      text: 'A script the page runs (inline, by a script tag, or in an event-handler attribute) does not parse. A .json file the page loads by a script tag or element is a script too.',
    },
    {
      id: 'uncaught',
      verdict: 'fail',
      proof: 'live',
      text: 'In the live run code throws an uncaught error, or a promise rejects and nothing handles it.',
    },
    {
      id: 'caught-frozen',
      verdict: 'fail',
      proof: 'live',
      text: 'In the live run code catches an Error and logs it with console.error, and the frame never changes after it: no draw call, no change to the page.',
    },
    {
      id: 'blank',
      verdict: 'fail',
      proof: 'live',
      text: 'In the live run the playable draws nothing and calls no ad API within 5 seconds of loading, or its page never starts.',
    },
    {
      id: 'json',
      verdict: 'warn',
      proof: 'static',
      text: 'A JSON file or a JSON script block does not parse: only code that parses it notices, and the live run shows the error that code throws.',
    },
    {
      id: 'syntax-unloaded',
      verdict: 'warn',
      proof: 'static',
      text: 'A .js file the page does not load itself does not parse, as a script or as a module: the live run shows whether anything runs it.',
    },
    {
      id: 'caught-playing',
      verdict: 'warn',
      proof: 'live',
      text: 'In the live run code logs an Error with console.error and the game keeps drawing: worth a look, not a failure.',
    },
    {
      id: 'blocked-rejection',
      verdict: 'pass',
      text: 'Errors and rejections caused by a request the player blocked (Failed to fetch, NetworkError) are notes: outer_chain and the networks’ rules judge the request itself.',
    },
    {
      id: 'refused',
      verdict: 'pass',
      text: 'What only a real device grants (fullscreen, orientation lock, vibration, sound before a tap) is refused in the player and noted, never failed.',
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
