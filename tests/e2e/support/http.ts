import { request as httpRequest } from 'node:http';
import { E2E_PORT } from './server-env';

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * A request with full control over the path (sent as is, e.g. `//evil.com`) and the Host header,
 * which browsers and fetch do not allow. Redirects are not followed.
 */
export function raw(
  path: string,
  {
    host,
    headers = {},
    method = 'GET',
  }: { host?: string; headers?: Record<string, string>; method?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: 'localhost',
        port: E2E_PORT,
        path,
        method,
        headers: { ...(host ? { Host: host } : {}), ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
