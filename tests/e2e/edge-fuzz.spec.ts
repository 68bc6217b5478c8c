import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { rawExchange, type RawAnswer } from './support/raw-socket';
import { E2E_PORT, e2eServerEnv, SITE_HOST_CN, SITE_HOST_COM } from './support/server-env';

// More than a thousand malformed requests — paths with bad encodings and NULs, every HTTP method,
// bodies with NUL, lone surrogates, deep nesting and wrong types, hostile headers — against the production
// server (npm start), on the site's hosts and an upload host alike: no answer ≥ 500 but a designed 503 with
// Retry-After. It runs its own instance (TRUST_PROXY=1, its own data), so the requests can come from many
// client addresses, reach the body checks past the per-IP limits, and use up nobody else's limits. The
// instance is then stopped with SIGTERM, which must drain and exit 0.

const PORT = E2E_PORT + 50;
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const UPLOAD_HOST = `a2b3c4d5e6f7g2h3i4j5k6l7m2.localhost:${PORT}`;
const HOSTS = [`localhost:${PORT}`, SITE_HOST_COM, SITE_HOST_CN, UPLOAD_HOST];

interface Probe {
  what: string;
  head: string | Uint8Array;
  body?: string | Uint8Array;
}

let ipCounter = 0;
/** A fresh client address per request (TEST-NET-2), so no per-IP limit stops the request before its body. */
function nextIp(): string {
  ipCounter++;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

function request(method: string, target: string, host: string, headers: string[] = []): string {
  return [`${method} ${target} HTTP/1.1`, `Host: ${host}`, `X-Forwarded-For: ${nextIp()}`, ...headers].join(
    '\r\n',
  );
}

function jsonPost(path: string, host: string, body: string | Uint8Array, type = 'application/json'): Probe {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  return {
    what: `POST ${path} on ${host}: ${String(typeof body === 'string' ? body : '<bytes>').slice(0, 60)}`,
    head: request('POST', path, host, [`Content-Type: ${type}`, `Content-Length: ${length}`]),
    body,
  };
}

// Paths the framework cannot decode, decodes twice, or that carry NULs and control characters.
const BAD_PATHS = [
  '/%',
  '/%%',
  '/%zz',
  '/%G0',
  '/%2',
  '/a%2',
  '/%C0%AF',
  '/%C0%80',
  '/%E0%80%AF',
  '/%ED%A0%80',
  '/%ED%BF%BF',
  '/%F8%88%80%80%80',
  '/%FF%FE',
  '/%25',
  '/%2525',
  '/a%25b',
  '/%2541',
  '/%00',
  '/%0A',
  '/%0D%0ALocation:%20http://x',
  '/%1B',
  '/%7F',
  '/api/%00',
  '/api/contact%00',
  '/api/review/report/%00',
  '/api/review/report/%',
  '/api/review/report/%25',
  '/_next/static/%',
  '/_next/static/chunks/%00.js',
  '/_next/%25',
  '/favicon.ico%',
  '/x.png%',
  '/jp/%',
  '/cn/blog/%E0%A4',
  '/kr/our-work/%C0',
  '/review/play/%/x',
  '/review/play/a/%',
  '/review/play/a/%00.html',
  '/next/nl/%',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fetc',
  '/%5c%5cevil',
  '//%2f',
  '/%2F%2Fevil.example',
  '/en/%',
  '/nl/%zz',
  '/search?q=%00',
  '/api/search?q=%00&tab=blog',
  '/api/search?q=%zz&tab=%',
  '/api/register/email?email=%00',
  '/api/register/username?username=%ED%A0%80',
  '/api/legal/%/%',
  '/api/legal/privacy/%00',
  `/${'a'.repeat(4000)}`,
  `/%${'f'.repeat(2000)}`,
  `/${'%'.repeat(500)}`,
  '*',
  'http://evil.example/%',
  'http://evil.example/',
  'https://a@b/',
  'relative',
];

// Random targets built from the pieces that break decoders (same seed every run).
const RANDOM_PATHS = fc.sample(
  fc
    .array(
      fc.constantFrom(
        '%',
        '%2',
        '%25',
        '%00',
        '%C0',
        '%AF',
        '%ED%A0%80',
        '%zz',
        'a',
        '/',
        '..',
        '%2F',
        '%5C',
        '.js',
        '?',
        '%0A',
        'é',
        '~',
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((parts) => `/${parts.join('')}`),
  { numRuns: 30, seed: 14 },
);

// Raw bytes in the request line: NUL, DEL, controls, and bytes that are not UTF-8.
const RAW_TARGETS = [
  [0x2f, 0x00],
  [0x2f, 0x61, 0x00, 0x62],
  [0x2f, 0x7f],
  [0x2f, 0x09],
  [0x2f, 0xc0, 0xaf],
  [0x2f, 0xff, 0xfe],
  [0x2f, 0xe3, 0x81, 0x82],
  [0x2f, 0x61, 0x70, 0x69, 0x2f, 0xed, 0xa0, 0x80],
];

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'CONNECT',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'QUERY',
  'REPORT',
  'LINK',
  'M-SEARCH',
  'FOO',
  'get',
];
const EVERY_METHOD_ON = [
  '/',
  '/contact',
  '/jp/blog',
  '/cn/search?q=a',
  '/api/contact',
  '/api/health',
  '/api/metrics',
  '/api/review/report/abc',
  '/api/review/upload',
  '/favicon.ico',
  '/_next/static/x.js',
  '/review/play/x/y.html',
  '/%zz',
];

const JSON_ENDPOINTS = [
  '/api/contact',
  '/api/newsletter',
  '/api/register',
  '/api/register/code',
  '/api/review/send-email',
];

function contact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    full_name: 'Fuzz Person',
    country: 'DE',
    company: 'Acme GmbH',
    company_type: 'games',
    position: 'Producer',
    email: `fuzz.${randomUUID().slice(0, 8)}@example.com`,
    phone: '+49 30 1234567',
    im: { type: 'telegram', account: '@fuzz' },
    interested_in: ['interactive_ads_service'],
    hear_about: 'search',
    product_type: 'casual',
    app_url: 'https://play.google.com/store/apps/details?id=com.example.game',
    is_cross_border: false,
    message: 'A playable, please.',
    subscribe: false,
    locale: 'en',
    idempotencyKey: randomUUID(),
    website: '',
    ...overrides,
  };
}

const FREE_TEXT = [
  'full_name',
  'company',
  'position',
  'message',
  'phone',
  'email',
  'username',
  'product_name',
  'remarks',
];

function bodies(): (string | Uint8Array)[] {
  const list: (string | Uint8Array)[] = [];
  for (const field of FREE_TEXT) {
    list.push(JSON.stringify(contact({ [field]: 'a\u0000b' })));
    list.push(JSON.stringify(contact({ [field]: 'x\uD800y' })));
    list.push(JSON.stringify(contact({ [field]: '\uDFFF' })));
  }
  list.push(
    JSON.stringify(contact({ im: { type: 'line', account: '\u0000' } })),
    JSON.stringify(contact({ interested_in: ['\uD83D'] })),
    JSON.stringify(contact({ ['key\u0000']: 1 })),
    JSON.stringify({ email: 'a\u0000@example.com' }),
    '['.repeat(5000) + ']'.repeat(5000),
    '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
    JSON.stringify(contact({ message: JSON.parse('['.repeat(40) + ']'.repeat(40)) })),
    JSON.stringify(
      contact({ email: 7, full_name: ['a'], im: 'telegram', interested_in: 'all', locale: { x: 1 } }),
    ),
    JSON.stringify(contact({ is_cross_border: 'yes', subscribe: 1, idempotencyKey: 12 })),
    JSON.stringify({ email: null }),
    '1e400',
    '-0',
    'null',
    'true',
    '"string"',
    '[]',
    '{}',
    '',
    '{',
    '{"email":',
    '\uFEFF{}',
    '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}',
    '{"email":"a@example.com","email":"b@example.com"}',
    JSON.stringify(contact({ message: 'x'.repeat(60_000) })),
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
    new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  );
  return list;
}

function multipart(parts: string, boundary = 'fuzzBoundary'): Uint8Array {
  return new TextEncoder().encode(parts.replaceAll('\n', '\r\n').replaceAll('{b}', boundary));
}

const MULTIPART_BODIES: [string, Uint8Array][] = [
  [
    'multipart/form-data; boundary=fuzzBoundary',
    multipart(
      '--{b}\nContent-Disposition: form-data; name="file"; filename="a\u0000.zip"\nContent-Type: application/zip\n\nPK\u0003\u0004junk\n--{b}--\n',
    ),
  ],
  [
    'multipart/form-data; boundary=fuzzBoundary',
    multipart(
      '--{b}\nContent-Disposition: form-data; name="networks"\n\nmintegral\u0000\uD800\n--{b}\nContent-Disposition: form-data; name="file"; filename="G.html"\nContent-Type: text/html\n\n<html>\u0000</html>\n--{b}--\n',
    ),
  ],
  [
    'multipart/form-data; boundary=fuzzBoundary',
    multipart('--{b}\nContent-Disposition: form-data; name="file"; filename="%ED%A0%80.zip"\n\n\n--{b}--\n'),
  ],
  [
    'multipart/form-data; boundary=fuzzBoundary',
    multipart('--{b}\nContent-Disposition: form-data; name="file"\n\nnot closed'),
  ],
  ['multipart/form-data', multipart('--x\n\n--x--\n')],
  ['multipart/form-data; boundary=', multipart('')],
  ['multipart/form-data; boundary=fuzzBoundary', multipart('garbage without any boundary')],
  ['application/json', new TextEncoder().encode('{"file":"\\u0000"}')],
  ['text/plain', new TextEncoder().encode('\u0000')],
];

const QUERIES = [
  '/api/search?q=\uD800',
  '/api/search?q=%ED%A0%80&tab=x&locale=zz',
  '/api/search?q=' + 'a'.repeat(5000),
  '/api/search?tab[]=1&q[a]=b',
  '/api/register/email?email=%C0%AF',
  '/api/register/email?email[]=a',
  '/api/register/username?username=' + '%E3%81%82'.repeat(50),
  '/api/geo?ip=%00x',
  '/api/legal/x/y',
  '/api/legal/privacy/%E3%81%82',
  '/review?lang=%C0',
  '/jp/blog?tab=%E3%81&page=-1',
  '/our-work?type=%ED%A0%80&tag=%',
];

const HEADER_CASES: string[][] = [
  ['Cookie: NEXT_LOCALE=%'],
  ['Cookie: NEXT_LOCALE=%C0%AF; other=%zz'],
  [`Cookie: NEXT_LOCALE=${'x'.repeat(4000)}`],
  ['Accept-Language: ;;;q=abc,*-*,zz-ZZ-x-private;q=2'],
  [
    'Upgrade: websocket',
    'Connection: Upgrade',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
  ],
  ['Transfer-Encoding: chunked'],
  ['Content-Length: 5'],
  ['Content-Length: abc'],
  ['Content-Length: 1', 'Content-Length: 2'],
  ['Expect: 100-continue'],
  ['Range: bytes=9999999-1'],
  ['If-None-Match: "\u00ff"'],
  ['Forwarded: for="[::1"'],
  ['X-Forwarded-Host: evil.example', 'X-Forwarded-Proto: gopher'],
  ['x-middleware-subrequest: middleware:middleware:middleware:middleware:middleware'],
  ['Next-Router-State-Tree: %%%', 'RSC: 1'],
  ['Next-Action: abc', 'Content-Type: text/plain;charset=UTF-8'],
  ['Origin: null', 'Sec-Fetch-Site: cross-site'],
];
const ODD_HOSTS = [
  '',
  '%',
  '[::1',
  'a'.repeat(300),
  'localhost:99999',
  'ex ample',
  'localhost:abc',
  '_.localhost',
];

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const host of HOSTS) {
    for (const target of [...BAD_PATHS, ...RANDOM_PATHS]) {
      for (const method of ['GET', 'POST']) {
        list.push({
          what: `${method} ${target} on ${host}`,
          head: request(method, target, host, method === 'POST' ? ['Content-Length: 0'] : []),
        });
      }
    }
    for (const bytes of RAW_TARGETS) {
      const [before, after] = request('GET', '\u0001', host).split('\u0001');
      list.push({
        what: `GET <raw ${bytes.join(',')}> on ${host}`,
        head: new Uint8Array([...Buffer.from(before!, 'latin1'), ...bytes, ...Buffer.from(after!, 'latin1')]),
      });
    }
    for (const method of METHODS) {
      for (const target of EVERY_METHOD_ON) {
        list.push({
          what: `${method} ${target} on ${host}`,
          head: request(method, target, host, ['Content-Length: 0']),
        });
      }
    }
    for (const target of QUERIES)
      list.push({ what: `GET ${target} on ${host}`, head: request('GET', target, host) });
    for (const headers of HEADER_CASES) {
      for (const target of ['/', '/contact', '/api/contact']) {
        list.push({
          what: `GET ${target} with ${headers.join(' | ')} on ${host}`,
          head: request('GET', target, host, headers),
        });
      }
    }
  }
  for (const host of [`localhost:${PORT}`, UPLOAD_HOST]) {
    for (const path of JSON_ENDPOINTS) for (const body of bodies()) list.push(jsonPost(path, host, body));
    for (const body of ['{"email":"a@example.com"}', '\u0000']) {
      for (const type of [
        'text/plain',
        'application/json; charset=utf-16',
        'application/x-www-form-urlencoded',
        '',
      ]) {
        list.push(jsonPost('/api/newsletter', host, body, type));
      }
    }
    for (const [type, body] of MULTIPART_BODIES) list.push(jsonPost('/api/review/upload', host, body, type));
  }
  for (const host of ODD_HOSTS) {
    for (const target of ['/', '/api/health', '/contact']) {
      list.push({
        what: `GET ${target} with Host "${host.slice(0, 20)}"`,
        head: `GET ${target} HTTP/1.1\r\nHost: ${host}`,
      });
    }
  }
  list.push({ what: 'no Host', head: 'GET / HTTP/1.1' }, { what: 'HTTP/1.0', head: 'GET /%zz HTTP/1.0' });
  return list;
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response | null> {
  try {
    return await fetch(`http://localhost:${PORT}${path}`, { headers });
  } catch {
    return null;
  }
}

test.describe('malformed requests against the production server', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess;
  let output = '';
  let exit: Promise<number | null>;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = spawn('sh', ['-c', `rm -rf ${DATA_DIR} && exec node server/index.mjs -H localhost -p ${PORT}`], {
      env: { ...process.env, ...e2eServerEnv, DATA_DIR, TRUST_PROXY: '1', SHUTDOWN_GRACE_MS: '5000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    exit = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    await expect
      .poll(async () => (await get('/api/health/ready'))?.status ?? 0, { timeout: 140_000, intervals: [500] })
      .toBe(200);
  });

  test.afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  test('over a thousand malformed requests get no answer ≥ 500 but a 503 with Retry-After', async () => {
    test.setTimeout(600_000);
    const all = probes();
    expect(all.length).toBeGreaterThanOrEqual(1_000);
    const answers = await pool(all, 6, async (probe) => {
      let answer: RawAnswer;
      try {
        answer = await rawExchange(PORT, probe.head, probe.body ?? '', 60_000);
      } catch (error) {
        answer = { status: -1, headers: {}, body: String(error) };
      }
      return { probe, answer };
    });
    const byStatus = new Map<number, number>();
    for (const { answer } of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    console.log(
      `${answers.length} malformed requests; answers by status:`,
      Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)),
    );
    const faults = answers.filter(
      ({ answer }) => answer.status >= 500 && !(answer.status === 503 && answer.headers['retry-after']),
    );
    console.log(
      'closed without an answer:',
      answers.filter(({ answer }) => answer.status === 0).map(({ probe }) => probe.what),
    );
    expect(faults.map(({ probe, answer }) => `${answer.status} ← ${probe.what}`)).toEqual([]);
    // Every request got an answer in time (a closed connection without one, 0, is Node refusing bytes it
    // cannot parse or a WebSocket upgrade nobody serves: no fault, but counted above).
    expect(answers.filter(({ answer }) => answer.status === -1).map(({ probe }) => probe.what)).toEqual([]);
    // The NUL and surrogate bodies that got past the limits were refused naming the field.
    const named = answers.filter(({ answer }) => answer.body.includes('"invalidCharacters"'));
    expect(named.length).toBeGreaterThan(20);
    expect(output).not.toContain('[server] request failed');
    expect((await get('/api/health/ready'))?.status).toBe(200);
  });

  test('a rate-limit refusal is counted in the metrics', async () => {
    const series = 'playmind_rate_limit_refusals_total{bucket="search:ip"}';
    const count = async () => {
      const text = (await (await get('/api/metrics'))?.text()) ?? '';
      const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const before = await count();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await get('/api/search?q=playable', { 'x-forwarded-for': '192.0.2.77' }))?.status ?? 0);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(await count()).toBe(before + 1);
  });

  test('SIGTERM drains and exits 0 within the grace period', async () => {
    const started = Date.now();
    server.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(7_000);
    expect(output).toContain('SIGTERM: draining');
    expect(output).not.toContain('did not finish');
  });
});
