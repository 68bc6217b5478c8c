// Which site a host name belongs to, the one rule the proxy, the privacy page and the browser's chrome share:
// the mainland-China site is the configured cn host or any `.cn` name (case, port and a trailing dot aside).

function bareHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export function isCnHost(host: string, cnHost: string): boolean {
  const name = bareHost(host);
  return name === bareHost(cnHost) || name.endsWith('.cn');
}
