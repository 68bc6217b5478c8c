import type { PlayableContext } from '../context';
import { leavesPackage } from '../urls';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';
import type { CheckRule } from './rule';

// `outer_chain`, static part: nothing may load from outside the package — absolute, protocol-relative or
// root-relative URLs. Markup and linked stylesheets always load, so they fail; code fails when the load
// runs as soon as the script does, and only warns when it may run later (the live run's blocked requests
// decide that). A request code sends (fetch, XMLHttpRequest, a beacon, a socket) only warns: a playable
// that needs its answer breaks, which the live run shows, and the compliance matrix judges the request
// against each network's rule. Passing statically leaves the check `checking` for the live run
// (lib/playable/live.ts): an outside file the page needs fails it, a request code sends and survives warns.

export const OUTER_CHAIN_RULE = {
  check: 'outer_chain',
  summary:
    'Requests that leave the package: files the page needs from another host fail, requests code sends and survives warn.',
  items: [
    {
      id: 'external-markup',
      verdict: 'fail',
      proof: 'static',
      text: 'The page’s markup or a linked stylesheet loads from another host, or by a path starting with /.',
    },
    {
      id: 'external-code',
      verdict: 'fail',
      proof: 'static',
      text: 'Code loads a script, image, sound or other file from another host as soon as it runs (at the top level or in a function run on the spot).',
    },
    {
      id: 'blocked-load',
      verdict: 'fail',
      proof: 'live',
      text: 'In the live run the player blocked a script, stylesheet, image, font or media file from another host: the page shows or runs without it.',
    },
    {
      id: 'external-later',
      verdict: 'warn',
      proof: 'static',
      text: 'Code that runs later (a callback or a branch), or a stylesheet the page does not link, names another host: the live run reports it if the request happens.',
    },
    {
      id: 'external-request',
      verdict: 'warn',
      proof: 'static',
      text: 'Code sends a request to another host (fetch, XMLHttpRequest, a beacon, a WebSocket, an EventSource): a playable that needs the answer breaks, which the live run shows; one that does not is refused only by networks that forbid outside requests (see the compliance table).',
    },
    {
      id: 'module-script',
      verdict: 'warn',
      proof: 'static',
      text: 'Module scripts (type="module", import) work in ad webviews but not when the page is opened from file://, as the studio’s rule asks.',
    },
    {
      id: 'blocked-request',
      verdict: 'warn',
      proof: 'live',
      text: 'In the live run code sent a request to another host (fetch, XMLHttpRequest, a beacon, a WebSocket, WebRTC) that the player blocked, and kept running: networks that forbid outside requests refuse it (see the compliance table).',
    },
    {
      id: 'network-script',
      verdict: 'pass',
      text: 'A network’s own script, also from its server (exitapi.js from Google, playable-sdk.js from Pangle, mraid.js), is recorded as that network’s API, not as an outside request.',
    },
    {
      id: 'empty-src',
      verdict: 'pass',
      text: 'A script element with an empty src requests nothing: it names the page itself, and the browser only fires its error event.',
    },
    {
      id: 'legacy-font',
      verdict: 'pass',
      text: 'A legacy font source (EOT, SVG font) is never requested by current browsers.',
    },
  ],
} as const satisfies CheckRule;

/** Code loads that send a request rather than fetch a file the page shows or runs. */
const REQUEST_VIAS = new Set(['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'sendBeacon']);

export function checkOuterChain(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList(OUTER_CHAIN_RULE);
  for (const reference of ctx.references) {
    if (!leavesPackage(reference.kind) || reference.networkScript || reference.legacyFont) continue;
    const { file, line, col, what, reach } = reference;
    const url = reference.partial ? `${reference.url}…` : reference.url;
    const detail =
      reference.kind === 'root-relative'
        ? `${what} ${url}: a path starting with "/" leaves the package when the ad opens from file:// or a network’s CDN; use a relative path`
        : `${what} loads ${url} from outside the package: put the file in the package and refer to it by a relative path`;
    if (reference.origin === 'code' && REQUEST_VIAS.has(reference.via)) {
      evidence.add('external-request', {
        file,
        line,
        col,
        detail: `${what} sends a request to ${url}, outside the package: the live run shows whether the playable needs its answer; networks that forbid outside requests refuse it`,
      });
    } else if (reach !== 'load') {
      evidence.add('external-later', {
        file,
        line,
        col,
        detail: `${detail} (runs later, if at all: the live run reports the request if it happens)`,
      });
    } else {
      evidence.add(reference.origin === 'code' ? 'external-code' : 'external-markup', {
        file,
        line,
        col,
        detail,
      });
    }
  }
  for (const load of ctx.moduleLoads) {
    evidence.add('module-script', {
      file: load.file,
      line: load.line,
      col: load.col,
      detail: `${load.detail}: module scripts run in ad webviews, but not from file://; bundle them into a classic script to open the page locally`,
    });
  }
  return evidence.result('checking');
}
