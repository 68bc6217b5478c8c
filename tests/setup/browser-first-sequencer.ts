import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A file that plays builds in a real Chromium: it imports Playwright or the Chromium path, plays fixtures through
 * the live run (tests/fixtures/playable/live-play.ts), or runs `playable:check --live`. Code, not a comment.
 */
const DRIVES_A_BROWSER = /from '@playwright\/test'|@\/lib\/chromium'|\/live-play'|'--live'/;

/**
 * Vitest's order (failed, then longest first, from its results cache), except that the files driving a real
 * browser start first: they take tens of seconds to minutes each, and on a clean clone there is no cache, so
 * vitest would order by file size and start some of them last, leaving one worker to finish them alone.
 */
export default class BrowserFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const drivesBrowser = (file: TestSpecification) =>
      DRIVES_A_BROWSER.test(readFileSync(file.moduleId, 'utf8'));
    return [...sorted.filter(drivesBrowser), ...sorted.filter((file) => !drivesBrowser(file))];
  }
}
