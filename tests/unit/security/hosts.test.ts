import { afterEach, describe, expect, it } from 'vitest';
import { parseOriginPattern } from '@/lib/playable/origin';
import { patternForSiteHost, playerHealth, playerSettings } from '@/lib/review/player';
import {
  currentHostRecord,
  hostRecordMismatches,
  parseHostRecord,
  type HostRecord,
} from '@/lib/security/build-hosts';
import { contentSecurityPolicy, securityHeaderRules } from '@/lib/security/headers';
import { hostStartupProblems, refusalMessage } from '@/lib/security/startup';
import { setEnv } from '../../integration/backend/support/env';

// One source of hosts: what a build records, how a server with other hosts refuses to
// start, and the headers both come from.

const PRODUCTION = {
  SITE_HOST_COM: 'www.playmind-studio.com',
  SITE_HOST_CN: 'www.playmind-studio.cn',
  PLAYABLE_ORIGIN: 'https://{id}.example-playables.net',
  PLAYABLE_ORIGIN_CN: 'https://{id}.example-playables.cn',
};

let restore = () => {};
afterEach(() => restore());

describe('the build record', () => {
  it('holds the site hosts and the frame-src of the player origins', () => {
    restore = setEnv(PRODUCTION);
    expect(currentHostRecord()).toEqual({
      siteHostCom: 'www.playmind-studio.com',
      siteHostCn: 'www.playmind-studio.cn',
      playerFrameSources: ['https://*.example-playables.net', 'https://*.example-playables.cn'],
    });
  });

  it('does not depend on the port of the loopback default', () => {
    restore = setEnv({ PLAYABLE_ORIGIN: undefined, PLAYABLE_ORIGIN_CN: undefined, PORT: '3000' });
    const built = currentHostRecord();
    process.env.PORT = '3311';
    expect(hostRecordMismatches(built, currentHostRecord())).toEqual([]);
    expect(built.playerFrameSources).toEqual(['http://*.localhost:*']);
  });

  it('round-trips through JSON, and anything else reads as no record', () => {
    restore = setEnv(PRODUCTION);
    const record = currentHostRecord();
    expect(parseHostRecord(JSON.stringify(record))).toEqual(record);
    for (const junk of [undefined, '', 'not json', '{}', '{"siteHostCom":1}', 'null']) {
      expect(parseHostRecord(junk), String(junk)).toBeNull();
    }
  });
});

describe('refusing to start', () => {
  it('names each value that differs from the build, with both values and what to rebuild', () => {
    restore = setEnv(PRODUCTION);
    const built: HostRecord = { ...currentHostRecord(), siteHostCom: 'www.old-name.com' };
    process.env.PLAYABLE_ORIGIN = 'https://{id}.other-playables.net';
    const problems = hostStartupProblems(JSON.stringify(built));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('SITE_HOST_COM: the build used "www.old-name.com"');
    expect(problems[0]).toContain('this server has "www.playmind-studio.com"');
    expect(problems[0]).toContain('npm run build');
    expect(problems[1]).toContain('PLAYABLE_ORIGIN / PLAYABLE_ORIGIN_CN');
    expect(problems[1]).toContain('https://*.other-playables.net');
    const message = refusalMessage(problems);
    expect(message.split('\n')[0]).toMatch(/^The server refuses to start/);
    expect(message).toContain('  - SITE_HOST_COM');
  });

  it("starts when the hosts are the build's", () => {
    restore = setEnv(PRODUCTION);
    expect(hostStartupProblems(JSON.stringify(currentHostRecord()))).toEqual([]);
    // Outside a build (tests, scripts) only the origins are checked.
    expect(hostStartupProblems(undefined)).toEqual([]);
  });

  it('refuses a build without a readable record, and an unsafe player origin before anything else', () => {
    restore = setEnv(PRODUCTION);
    expect(hostStartupProblems('garbage')).toEqual([expect.stringContaining('run "npm run build" again')]);
    process.env.PLAYABLE_ORIGIN = 'https://{id}.playmind-studio.com';
    expect(hostStartupProblems(JSON.stringify(currentHostRecord()))).toEqual([
      expect.stringContaining('share the registrable domain playmind-studio.com'),
    ]);
  });
});

describe('headers from the same hosts', () => {
  it("frame only the player origins on the site, and keep the site's headers off upload hosts", () => {
    restore = setEnv(PRODUCTION);
    const [site, ...hsts] = securityHeaderRules();
    const csp = site!.headers.find((header) => header.key === 'Content-Security-Policy')!.value;
    expect(csp).toBe(
      contentSecurityPolicy(['https://*.example-playables.net', 'https://*.example-playables.cn']),
    );
    expect(csp).toContain('frame-src https://*.example-playables.net https://*.example-playables.cn;');
    expect(csp).not.toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Next anchors these host expressions and compares them with the request's host name.
    const missing = site!.missing!.map((condition) => new RegExp(`^${condition.value}$`));
    const matches = (host: string) => missing.some((rule) => rule.test(host));
    expect(matches('abcdefghijklmnopqrstuvwxyz.example-playables.net')).toBe(true);
    expect(matches('abcdefghijklmnopqrstuvwxyz.example-playables.cn')).toBe(true);
    expect(matches('www.playmind-studio.com')).toBe(false);
    expect(hsts.map((rule) => rule.has![0]!.value)).toEqual([
      'www\\.playmind-studio\\.com',
      'www\\.playmind-studio\\.cn',
    ]);
  });
});

describe('player health', () => {
  it('is degraded, with the reason, while public site hosts play from loopback', () => {
    restore = setEnv({
      ...PRODUCTION,
      PLAYABLE_ORIGIN: undefined,
      PLAYABLE_ORIGIN_CN: undefined,
      PORT: '3000',
    });
    const health = playerHealth();
    expect(health.status).toBe('degraded');
    expect(health).toMatchObject({ reason: expect.stringContaining('http://{id}.localhost:3000') });
    expect(health).toMatchObject({ reason: expect.stringContaining('PLAYABLE_ORIGIN') });
  });

  it('is ok with a public player origin, or a site that is itself on loopback', () => {
    restore = setEnv(PRODUCTION);
    expect(playerHealth()).toEqual({ status: 'ok' });
    process.env.PLAYABLE_ORIGIN = 'http://{id}.localhost:3000';
    process.env.PLAYABLE_ORIGIN_CN = 'http://{id}.localhost:3000';
    process.env.SITE_HOST_COM = 'localhost:3000';
    process.env.SITE_HOST_CN = 'localhost:3000';
    expect(playerHealth()).toEqual({ status: 'ok' });
  });
});

describe('player settings', () => {
  it('send HSTS on https players, frame-ancestors = the site origins, and point to the right tester', () => {
    restore = setEnv(PRODUCTION);
    const com = playerSettings(parseOriginPattern(PRODUCTION.PLAYABLE_ORIGIN));
    expect(com).toEqual({
      frameAncestors: ['https://www.playmind-studio.com', 'https://www.playmind-studio.cn'],
      hsts: true,
      testerUrl: 'https://www.playmind-studio.com/review',
    });
    expect(playerSettings(parseOriginPattern(PRODUCTION.PLAYABLE_ORIGIN_CN)).testerUrl).toBe(
      'https://www.playmind-studio.cn/review',
    );
    expect(patternForSiteHost('www.playmind-studio.cn:443').suffix).toBe('example-playables.cn');
    expect(patternForSiteHost('www.playmind-studio.com').suffix).toBe('example-playables.net');
  });

  it('on loopback: no HSTS, framed by loopback site origins on any port, the tester on the same port', () => {
    restore = setEnv({
      ...PRODUCTION,
      PLAYABLE_ORIGIN: 'http://{id}.localhost:3311',
      PLAYABLE_ORIGIN_CN: undefined,
    });
    expect(playerSettings(parseOriginPattern('http://{id}.localhost:3311'))).toEqual({
      frameAncestors: [
        'https://www.playmind-studio.com',
        'https://www.playmind-studio.cn',
        'http://localhost:*',
        'http://127.0.0.1:*',
      ],
      hsts: false,
      testerUrl: 'http://localhost:3311/review',
    });
  });
});
