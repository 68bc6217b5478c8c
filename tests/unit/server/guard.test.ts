import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard } from '@/server/guard.mjs';
import { pageMethods } from '@/server/methods.mjs';

// The guard in a real HTTP server, in front of a stand-in for Next that answers OPTIONS on its route
// handlers with their Allow (as Next does) and 200 "next" to everything else.

const ROUTE_METHODS: Record<string, string> = {
  '/api/contact': 'OPTIONS, POST',
  '/api/report/x': 'GET, HEAD, OPTIONS',
};

/** A raw HTTP/1.1 exchange, so any method, target and body can be sent. */
function exchange(port: number, head: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers, body });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

describe('the request guard', () => {
  let server: http.Server;
  let port: number;
  const asked: string[] = [];
  const seen: string[] = [];

  beforeAll(async () => {
    const guard = createGuard({
      routePaths: ['/api/contact', '/api/report/[id]'],
      pageAllow: pageMethods(false),
      askAllow: async (pattern, path) => {
        asked.push(pattern);
        const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'OPTIONS' });
        return response.status === 204 ? (response.headers.get('allow') ?? '').split(', ').sort() : null;
      },
      isUploadHost: (host) => /^[a-z2-7]+\.localhost(:\d+)?$/.test(host),
    });
    server = http.createServer(async (req, res) => {
      if (await guard.handle(req, res)) return;
      seen.push(`${req.method} ${req.url} ${req.headers.host}`);
      const allow = ROUTE_METHODS[req.url ?? ''];
      if (req.method === 'OPTIONS' && allow) res.writeHead(204, { Allow: allow }).end();
      else res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers undecodable and double-encoded paths 400 before the framework sees them', async () => {
    for (const target of ['/%', '/%zz', '/%C0%AF', '/%25', '/%00', '/api/contact%00']) {
      const response = await exchange(port, `GET ${target} HTTP/1.1\r\nHost: localhost`);
      expect(response.status, target).toBe(400);
      expect(JSON.parse(response.body), target).toMatchObject({ error: 'bad_path' });
    }
    expect(seen.some((line) => line.includes('%'))).toBe(false);
  });

  it('answers a method a page does not serve 405 with Allow, on every site host', async () => {
    for (const host of ['localhost', 'www.example.com']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']) {
        const response = await exchange(port, `${method} /contact HTTP/1.1\r\nHost: ${host}`);
        expect(response.status, `${method} ${host}`).toBe(405);
        expect(response.headers).toContain('Allow: GET, HEAD, OPTIONS');
      }
    }
    const options = await exchange(port, 'OPTIONS /contact HTTP/1.1\r\nHost: localhost');
    expect(options.status).toBe(204);
    expect(options.headers).toContain('Allow: GET, HEAD, OPTIONS');
  });

  it("asks a route handler its methods once and answers the others 405 with the route's Allow", async () => {
    const get = await exchange(port, 'GET /api/contact HTTP/1.1\r\nHost: localhost');
    expect(get.status).toBe(405);
    expect(get.headers).toContain('Allow: OPTIONS, POST');
    expect(JSON.parse(get.body)).toEqual({ error: 'method_not_allowed', allow: ['OPTIONS', 'POST'] });
    const post = await exchange(port, 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0');
    expect(post.status).toBe(200);
    const trace = await exchange(port, 'TRACE /api/report/abc HTTP/1.1\r\nHost: localhost');
    expect(trace.status).toBe(405);
    expect(trace.headers).toContain('Allow: GET, HEAD, OPTIONS');
    const head = await exchange(port, 'HEAD /api/contact HTTP/1.1\r\nHost: localhost');
    expect(head.status).toBe(405);
    expect(head.body).toBe('');
    expect(asked.filter((pattern) => pattern === '/api/contact')).toHaveLength(1);
  });

  it('lets an upload host take GET and HEAD on any path (its files) and nothing else, whatever the site routes', async () => {
    const host = 'abcdefghijklmnopqrstuvwxyz.localhost:3000';
    for (const target of ['/api/contact', '/contact', '/Game/Game.html']) {
      for (const method of ['GET', 'HEAD']) {
        const response = await exchange(port, `${method} ${target} HTTP/1.1\r\nHost: ${host}`);
        expect(response.status, `${method} ${target}`).toBe(200);
      }
      for (const method of ['POST', 'OPTIONS', 'PUT', 'TRACE']) {
        const response = await exchange(
          port,
          `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0`,
        );
        expect(response.status, `${method} ${target}`).toBe(405);
        expect(response.headers).toContain('Allow: GET, HEAD');
      }
    }
    expect(seen).toContain(`GET /api/contact ${host}`);
    // A file name with "%" is served there (an upload may hold one); undecodable paths and NULs are not.
    expect((await exchange(port, `GET /Game/100%25%20fun.png HTTP/1.1\r\nHost: ${host}`)).status).toBe(200);
    for (const target of ['/%', '/%zz', '/a%00b'])
      expect((await exchange(port, `GET ${target} HTTP/1.1\r\nHost: ${host}`)).status, target).toBe(400);
    expect((await exchange(port, 'GET /Game/100%25%20fun.png HTTP/1.1\r\nHost: localhost')).status).toBe(400);
  });

  it('answers OPTIONS * itself and refuses any other method on it', async () => {
    expect((await exchange(port, 'OPTIONS * HTTP/1.1\r\nHost: localhost')).status).toBe(204);
    expect((await exchange(port, 'GET * HTTP/1.1\r\nHost: localhost')).status).toBe(400);
  });

  it('hands an absolute-form request on in origin-form, with the Host it named', async () => {
    const response = await exchange(port, 'GET http://other.example/page?x=1 HTTP/1.1\r\nHost: localhost');
    expect(response.status).toBe(200);
    expect(seen.at(-1)).toBe('GET /page?x=1 other.example');
  });

  it('tells the methods of a raw target for requests the HTTP parser refused', async () => {
    const guard = createGuard({
      routePaths: ['/api/x'],
      pageAllow: ['GET', 'HEAD'],
      askAllow: async () => null,
    });
    expect(await guard.allowForTarget('/jp')).toEqual(['GET', 'HEAD']);
    // The route did not say: every method the site serves somewhere.
    expect(await guard.allowForTarget('/api/x')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    expect(await guard.allowForTarget('/%')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
  });
});
