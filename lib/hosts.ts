// Which site a host name belongs to, the one rule the proxy, the privacy page and the browser's chrome share:
// the mainland-China site is the configured cn host or any `.cn` name (case, port and a trailing dot aside).

import { hostnameOf } from '@/lib/playable/origin-pattern.mjs';

export function isCnHost(host: string, cnHost: string): boolean {
  const name = hostnameOf(host);
  return name === hostnameOf(cnHost) || name.endsWith('.cn');
}
