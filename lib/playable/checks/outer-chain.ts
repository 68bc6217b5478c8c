import type { PlayableContext } from '../context';
import { leavesPackage } from '../urls';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';

// `outer_chain`, static part: nothing may load from outside the package — absolute, protocol-relative or
// root-relative URLs in markup, styles or code — and no module scripts, which browsers refuse from file://.
// Passing statically leaves the check `checking`: the live run's CSP reports decide the rest.

export function checkOuterChain(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList();
  for (const reference of ctx.references) {
    if (!leavesPackage(reference.kind)) continue;
    const { file, line, col, what } = reference;
    const url = reference.partial ? `${reference.url}…` : reference.url;
    const detail =
      reference.kind === 'root-relative'
        ? `${what} ${url}: a path starting with "/" leaves the package when the ad opens from file://; use a relative path`
        : `${what} loads ${url} from outside the package: put the file in the zip and refer to it by a relative path`;
    evidence.add({ file, line, col, detail });
  }
  for (const load of ctx.moduleLoads) {
    evidence.add({
      file: load.file,
      line: load.line,
      col: load.col,
      detail: `${load.detail}: module scripts do not load from file://; bundle them into a classic script`,
    });
  }
  return evidence.result('outer_chain_failed', 'checking');
}
