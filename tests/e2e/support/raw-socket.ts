import net from 'node:net';

// HTTP/1.1 over a bare socket: any method (TRACK, CONNECT, lower case), any request target (raw NUL bytes,
// absolute form, `*`) and any body bytes, which neither fetch nor node:http will send.

export interface RawAnswer {
  /** 0 when the server closed the connection without a status line. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request (head lines without the final blank line, then `body`) and reads until the server closes. */
export function rawExchange(
  port: number,
  head: string | Uint8Array,
  body: string | Uint8Array = '',
  timeoutMs = 30_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${String(head).split('\r\n')[0]}`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(parse(chunks.map((chunk) => chunk.toString('latin1')).join(''))));
    if (typeof head === 'string') socket.write(head, 'latin1');
    else socket.write(head);
    socket.write('\r\nConnection: close\r\n\r\n', 'latin1');
    if (typeof body === 'string') socket.write(body, 'utf8');
    else socket.write(body);
  });
}

function parse(whole: string): RawAnswer {
  // Interim answers (100 Continue) come first; the answer is the last head.
  let text = whole;
  while (/^HTTP\/1\.[01] 1\d\d /.test(text) && text.includes('\r\n\r\n')) {
    text = text.slice(text.indexOf('\r\n\r\n') + 4);
  }
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { status: status ? Number(status) : 0, headers, body: end === -1 ? '' : text.slice(end + 4) };
}
