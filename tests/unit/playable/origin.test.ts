import { afterEach, describe, expect, it } from 'vitest';
import { playableOrigins, playableOriginSources } from '@/lib/config';
import {
  frameSource,
  hostnameOf,
  hostRegExpSource,
  isLoopbackPattern,
  isLoopbackUrl,
  isUploadHost,
  OriginPatternError,
  parseOriginPattern,
  playerOrigin,
  playerUrl,
  uploadIdOfHost,
} from '@/lib/playable/origin';
import { playerOriginProblems, registrableDomain } from '@/lib/playable/origin-isolation';
import { base32, isReportId, isUploadId, newUploadId } from '@/lib/review/storage';
import { REVIEW_ID_PATTERN } from '@/lib/schemas/review-options';
import { setEnv } from '../../integration/backend/support/env';

const ID = 'abcdefghijklmnopqrstuvwxyz';
const ID2 = '234567abcdefghijklmnopqrst';
const production = parseOriginPattern('https://{id}.example-playables.net');
const loopback = parseOriginPattern('http://{id}.localhost:3311');

describe('upload ids', () => {
  it('are 128 random bits as 26 characters of lowercase base32, unique, and valid host labels', () => {
    const ids = new Set(Array.from({ length: 500 }, newUploadId));
    expect(ids.size).toBe(500);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z2-7]{26}$/);
      expect(isUploadId(id)).toBe(true);
      expect(uploadIdOfHost(`${id}.example-playables.net`, [production])).toBe(id);
    }
  });

  it('encode bytes as RFC 4648 base32 (its test vectors, lowercase, unpadded)', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'my'],
      ['fo', 'mzxq'],
      ['foo', 'mzxw6'],
      ['foob', 'mzxw6yq'],
      ['fooba', 'mzxw6ytb'],
      ['foobar', 'mzxw6ytboi'],
    ];
    for (const [input, output] of vectors) expect(base32(Buffer.from(input))).toBe(output);
    expect(base32(new Uint8Array(16).fill(255))).toBe('7'.repeat(25) + '4');
  });

  it('of the first version still name a report, but can be no host name', () => {
    const legacy = 'AAAAAAAAAAAAAAAAAAAAA_';
    expect(isReportId(legacy)).toBe(true);
    expect(isUploadId(legacy)).toBe(false);
    expect(REVIEW_ID_PATTERN.test(legacy)).toBe(true);
    expect(REVIEW_ID_PATTERN.test(ID)).toBe(true);
    for (const bad of [ID.toUpperCase(), `${ID}a`, ID.slice(1), 'abcdefghijklmnopqrstuvwxy1', '', null, 5]) {
      expect(isUploadId(bad)).toBe(false);
    }
    expect(isReportId('../../etc/passwd')).toBe(false);
  });
});

describe('parseOriginPattern', () => {
  it('reads scheme, host suffix and port', () => {
    expect(production).toEqual({
      source: 'https://{id}.example-playables.net',
      scheme: 'https',
      suffix: 'example-playables.net',
      port: '',
    });
    expect(parseOriginPattern(' HTTP://{id}.Play.Example.COM:8443/ ')).toMatchObject({
      scheme: 'http',
      suffix: 'play.example.com',
      port: ':8443',
    });
  });

  it('refuses what is not one wildcard label on a host name, naming the variable', () => {
    const cases: [string, RegExp][] = [
      ['https://example-playables.net', /no \{id\} placeholder/],
      ['https://play-{id}.example.net', /whole first label/],
      ['https://x.{id}.example.net', /whole first label/],
      ['https://{id}.example.net/play', /whole first label/],
      ['ftp://{id}.example.net', /whole first label/],
      ['//{id}.example.net', /whole first label/],
      ['https://{id}.exa_mple.net', /not a host name/],
      ['https://{id}.-bad.net', /not a host name/],
      ['https://{id}.127.0.0.1', /not a host name/],
      ['https://{id}.example.net:0', /port/],
      ['https://{id}.example.net:70000', /port/],
    ];
    for (const [value, message] of cases) {
      expect(() => parseOriginPattern(value, 'PLAYABLE_ORIGIN_CN'), value).toThrow(OriginPatternError);
      expect(() => parseOriginPattern(value, 'PLAYABLE_ORIGIN_CN'), value).toThrow(message);
      expect(() => parseOriginPattern(value, 'PLAYABLE_ORIGIN_CN'), value).toThrow(/^PLAYABLE_ORIGIN_CN is/);
    }
  });
});

describe('player origins and URLs', () => {
  it('put the id as the first label and escape each path segment', () => {
    expect(playerOrigin(production, ID)).toBe(`https://${ID}.example-playables.net`);
    expect(playerOrigin(loopback, ID)).toBe(`http://${ID}.localhost:3311`);
    expect(playerUrl(production, ID, 'Game/img/100% fun 图.png')).toBe(
      `https://${ID}.example-playables.net/Game/img/100%25%20fun%20%E5%9B%BE.png`,
    );
  });

  it('give the wildcard CSP source; any port on loopback', () => {
    expect(frameSource(production)).toBe('https://*.example-playables.net');
    expect(frameSource(parseOriginPattern('https://{id}.example-playables.net:8443'))).toBe(
      'https://*.example-playables.net:8443',
    );
    expect(frameSource(loopback)).toBe('http://*.localhost:*');
  });

  it('tell loopback players apart', () => {
    expect(isLoopbackPattern(loopback)).toBe(true);
    expect(isLoopbackPattern(parseOriginPattern('http://{id}.play.localhost'))).toBe(true);
    expect(isLoopbackPattern(production)).toBe(false);
    expect(isLoopbackUrl(`http://${ID}.localhost:3311/Game/Game.html`)).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1:3000/')).toBe(true);
    expect(isLoopbackUrl(`https://${ID}.example-playables.net/x.html`)).toBe(false);
    expect(isLoopbackUrl('')).toBe(false);
  });
});

describe('host → upload id', () => {
  it('takes the id from Host, whatever its case, port or trailing dot', () => {
    expect(uploadIdOfHost(`${ID}.example-playables.net`, [production])).toBe(ID);
    expect(uploadIdOfHost(`${ID.toUpperCase()}.Example-Playables.NET.:443`, [production])).toBe(ID);
    expect(uploadIdOfHost(`${ID}.localhost:3311`, [loopback])).toBe(ID);
    // The port does not choose: a reverse proxy may pass Host with or without it.
    expect(uploadIdOfHost(`${ID}.localhost:9999`, [loopback])).toBe(ID);
    expect(uploadIdOfHost(`${ID2}.localhost`, [production, loopback])).toBe(ID2);
  });

  it('knows site hosts and other domains are no upload hosts', () => {
    for (const host of [
      'localhost:3311',
      'www.playmind-studio.com',
      'example-playables.net',
      `${ID}.example-playables.net.evil.com`,
      `${ID}.evil-example-playables.net`,
      `x.${ID}.example-playables.net`,
      '[::1]:3311',
      '',
    ]) {
      expect(uploadIdOfHost(host, [production, loopback]), host).toBeNull();
      expect(isUploadHost(host, [production, loopback]), host).toBe(false);
    }
  });

  it('treats a player host whose label is no id as an upload host without an id', () => {
    expect(isUploadHost('www.example-playables.net', [production])).toBe(true);
    expect(uploadIdOfHost('www.example-playables.net', [production])).toBeNull();
    expect(uploadIdOfHost('aaaaaaaaaaaaaaaaaaaaa_aaaa.localhost', [loopback])).toBeNull();
  });

  it('matches hosts in Next header rules the same way', () => {
    const rule = new RegExp(`^${hostRegExpSource(production)}$`);
    expect(rule.test(`${ID}.example-playables.net`)).toBe(true);
    expect(rule.test('example-playables.net')).toBe(false);
    expect(rule.test(`${ID}.example-playablesXnet`)).toBe(false);
    expect(rule.test(`a.b.example-playables.net`)).toBe(false);
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
  });
});

describe('configuration', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('defaults to http://{id}.localhost:<PORT>, the .cn pattern to the .com one', () => {
    restore = setEnv({ PLAYABLE_ORIGIN: undefined, PLAYABLE_ORIGIN_CN: undefined, PORT: '3311' });
    expect(playableOriginSources()).toEqual({
      com: 'http://{id}.localhost:3311',
      cn: 'http://{id}.localhost:3311',
    });
    expect(playableOrigins().com).toEqual(loopback);
  });

  it('reads PLAYABLE_ORIGIN and PLAYABLE_ORIGIN_CN, and names the variable of a bad one', () => {
    restore = setEnv({
      PLAYABLE_ORIGIN: 'https://{id}.example-playables.net',
      PLAYABLE_ORIGIN_CN: 'https://{id}.example-playables.cn',
    });
    expect(playableOrigins().cn.suffix).toBe('example-playables.cn');
    process.env.PLAYABLE_ORIGIN_CN = 'https://example-playables.cn';
    expect(() => playableOrigins()).toThrow(/^PLAYABLE_ORIGIN_CN is/);
  });
});

describe('registrable-domain rule', () => {
  const hosts = { com: 'www.playmind-studio.com', cn: 'www.playmind-studio.cn' };

  it('uses the Public Suffix List, private section included, as browsers do for cookies', () => {
    expect(registrableDomain('www.playmind-studio.com')).toBe('playmind-studio.com');
    expect(registrableDomain('www.playmind.com.cn')).toBe('playmind.com.cn');
    expect(registrableDomain(`${ID}.github.io`)).toBe(`${ID}.github.io`);
    expect(registrableDomain('localhost:3000')).toBe('localhost');
    expect(registrableDomain(`${ID}.localhost`)).toBe(`${ID}.localhost`);
  });

  it('accepts a player on a domain of its own, and the loopback default', () => {
    expect(
      playerOriginProblems(
        { com: 'https://{id}.example-playables.net', cn: 'https://{id}.example-playables.cn' },
        hosts,
      ),
    ).toEqual([]);
    expect(
      playerOriginProblems({ com: 'http://{id}.localhost:3000', cn: 'http://{id}.localhost:3000' }, hosts),
    ).toEqual([]);
    // Each upload its own registrable domain: even better.
    expect(
      playerOriginProblems({ com: 'https://{id}.github.io', cn: 'https://{id}.github.io' }, hosts),
    ).toEqual([]);
    // A local site on loopback with the loopback player: different sites for the browser.
    expect(
      playerOriginProblems(
        { com: 'http://{id}.localhost:3000', cn: 'http://{id}.localhost:3000' },
        { com: 'localhost:3000', cn: 'localhost:3000' },
      ),
    ).toEqual([]);
  });

  it("refuses a player on the site's registrable domain (either site), naming both variables", () => {
    const problems = playerOriginProblems(
      { com: 'https://{id}.play.playmind-studio.com', cn: 'https://{id}.playmind-studio.cn' },
      hosts,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('PLAYABLE_ORIGIN (https://{id}.play.playmind-studio.com)');
    expect(problems[0]).toContain('SITE_HOST_COM (www.playmind-studio.com)');
    expect(problems[0]).toContain('registrable domain playmind-studio.com');
    expect(problems[1]).toContain('PLAYABLE_ORIGIN_CN');
    expect(problems[1]).toContain('SITE_HOST_CN (www.playmind-studio.cn)');
    // The .cn pattern against the .com site counts too.
    expect(
      playerOriginProblems(
        { com: 'https://{id}.example-playables.net', cn: 'https://{id}.playmind-studio.com' },
        hosts,
      ),
    ).toEqual([
      expect.stringContaining('PLAYABLE_ORIGIN_CN (https://{id}.playmind-studio.com) and SITE_HOST_COM'),
    ]);
  });

  it('refuses a site host that has the form of an upload host, and malformed patterns', () => {
    expect(
      playerOriginProblems(
        { com: 'http://{id}.localhost:3000', cn: 'http://{id}.localhost:3000' },
        { com: 'www.localhost', cn: 'www.playmind-studio.cn' },
      ),
    ).toEqual([expect.stringContaining('the site host has the form of an upload host')]);
    expect(
      playerOriginProblems(
        { com: 'https://playables.example.net', cn: 'https://playables.example.net' },
        hosts,
      ),
    ).toEqual([
      expect.stringMatching(/^PLAYABLE_ORIGIN is "https:\/\/playables.example.net": it has no \{id\}/),
    ]);
  });
});
