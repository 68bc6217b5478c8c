import { playableOriginSources, siteHosts } from '@/lib/config';
import { playerOriginProblems } from '@/lib/playable/origin-isolation';
import { keyRing } from '@/lib/outbox/seal';
import { logger } from '@/lib/log';
import { currentHostRecord, hostRecordMismatches, parseHostRecord } from './build-hosts';

// The configuration the server refuses to start with (instrumentation.ts): a player origin that is malformed
// or on the site's registrable domain, hosts that differ from those the build baked in, and no data key where
// one is required. The exits live here, not in instrumentation.ts: Next compiles that file for the edge
// runtime too, where `process.exit` is flagged as an error in a build that succeeds.

/**
 * Every reason not to start, one sentence each; empty when the server may start. `builtRecord` is the
 * build's record (next.config.ts `env`); undefined outside a build (tests), where only the origins are checked.
 */
export function hostStartupProblems(builtRecord: string | undefined): string[] {
  const originProblems = playerOriginProblems(playableOriginSources(), siteHosts());
  if (originProblems.length > 0 || builtRecord === undefined) return originProblems;
  const built = parseHostRecord(builtRecord);
  if (!built) {
    return ['This build carries no readable record of its hosts: run "npm run build" again.'];
  }
  return hostRecordMismatches(built, currentHostRecord());
}

/** The message printed before the process exits. */
export function refusalMessage(problems: readonly string[]): string {
  return [
    'The server refuses to start: its host configuration (SITE_HOST_COM, SITE_HOST_CN, PLAYABLE_ORIGIN, PLAYABLE_ORIGIN_CN) is not safe to serve.',
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}

/**
 * Exits the process (status 1) with the refusal message when the host configuration is unsafe. Called
 * first thing at server start, so a refused server never listens.
 */
export function refuseToStartOnHostProblems(builtRecord: string | undefined): void {
  const problems = hostStartupProblems(builtRecord);
  if (problems.length === 0) return;
  console.error(refusalMessage(problems));
  process.exit(1);
}

/** Exits the process (status 1) when the outbox's data key is missing or unusable (lib/outbox/seal.ts). */
export function refuseToStartWithoutDataKey(): void {
  try {
    keyRing();
  } catch (error) {
    logger('start').fatal({ err: error }, 'refusing to start');
    process.exit(1);
  }
}
