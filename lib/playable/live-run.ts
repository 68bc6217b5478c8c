import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/lib/chromium';
import { liveFacts } from './compliance/live-facts';
import { complianceOf } from './compliance/matrix';
import type { ColumnId, LiveFacts } from './compliance/types';
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import {
  applyShimEvent,
  canCloseAd,
  finishLiveRun,
  hostCommandsFor,
  initLiveState,
  type LiveState,
  liveReport,
  SETTLE_AFTER_MS,
  tickLiveRun,
} from './live';
import {
  type FrameSize,
  HOST_COMMAND_FUNCTION,
  HOST_EVENT_BINDING,
  type LiveUpload,
  startLiveServer,
} from './live-server';
import { type HostCommandName, hostCommand, isShimEvent, type ShimEvent } from './protocol';
import { DEFAULT_SEED, EXPLORE_BUDGET_MS, type PathStep, READY_TIMEOUT_MS } from './explorer';
import { explore } from './explorer-driver';
import type { PlayableReport } from './types';

// A live run outside the site (`npm run playable:check -- <file> --live`): headless Chromium plays the upload
// with the same shim, served by the site's own serving code (live-server.ts), and the shim's events go
// through the same reducer as the review page (live.ts), ticked each second like the page. Like the tester:
// the host answers events as the page does (hostCommandsFor: gameStart once a Mintegral build is ready); on a
// phone's screen, the shared explorer (explorer.ts, explorer-driver.ts) plays the build from the ready call on
// (or READY_TIMEOUT_MS after the page started without one) until the CTA is called or its budget runs out;
// then the run settles (SETTLE_AFTER_MS without an event), the host closes the ad where that means something
// (canCloseAd: gameClose; the CLI only with --close, as the page only when the tester presses "Close the ad")
// and the run is finished, turning what was never seen into undetected.

/** A phone's screen in CSS pixels (a 6.1-inch phone in portrait): the ad fills it, as in an ad webview. */
export const LIVE_FRAME: FrameSize = { width: 390, height: 844 };
/** A recent Android Chrome on a phone, so builds that look at the user agent take their mobile path. */
export const LIVE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** How long the playable's page may take to start (the shim's hello). */
const HELLO_TIMEOUT_MS = 15_000;
/** How long the run waits for the playable to settle after the last tap before it ends anyway. */
const SETTLE_LIMIT_MS = SETTLE_AFTER_MS + 2_000;
/** After the host's gameClose(): time for the events it causes (the page's CLOSE_DELAY_MS). */
const CLOSE_DELAY_MS = 400;
/** The page ticks the reducer each second. */
const TICK_MS = 1_000;

export class NoBrowserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoBrowserError';
  }
}

export interface LiveRunOptions {
  chromiumPath?: string;
  frame?: FrameSize;
  /**
   * A browser shared by several runs (launchBrowser; a batch of the CLI): the run opens its page in it and
   * closes only that page. Without it the run launches Chromium at `chromiumPath` and closes it after.
   */
  browser?: Browser;
  /** The explorer's seed: the same seed plays the same path on the same build (DEFAULT_SEED). */
  seed?: number;
  /** How long the explorer plays before giving up, in milliseconds (EXPLORE_BUDGET_MS). */
  budgetMs?: number;
  /**
   * Close the ad once settled (the host's gameClose, as the review page's "Close the ad" button), where that
   * means something: default true. Without it game_close stays as the page shows it before a close.
   */
  close?: boolean;
}

export interface LiveRunResult {
  /** With the live statuses, and the compliance matrix re-judged with the run's facts. */
  report: PlayableReport;
  timeline: ShimEvent[];
  live: LiveFacts;
  /** The gestures the explorer played, the last one the one that reached the CTA when it was reached. */
  path: PathStep[];
  seed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Headless Chromium as the live run drives it; NoBrowserError when there is none at the path or it fails to start. */
export async function launchBrowser(executablePath: string = CHROMIUM_PATH): Promise<Browser> {
  if (!existsSync(executablePath)) throw new NoBrowserError(`no browser at ${executablePath}`);
  try {
    return await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  } catch (error) {
    throw new NoBrowserError(`${executablePath} did not start: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** What a run needs of a browser: its own, or a shared one of which the run closes only the pages it opened. */
type RunBrowser = Pick<Browser, 'newPage' | 'close'>;

async function browserFor(options: LiveRunOptions): Promise<RunBrowser> {
  const shared = options.browser;
  if (!shared) return launchBrowser(options.chromiumPath ?? CHROMIUM_PATH);
  const pages: Page[] = [];
  return {
    async newPage(pageOptions) {
      const page = await shared.newPage(pageOptions);
      pages.push(page);
      return page;
    },
    // A page from Browser.newPage has a context of its own, closed with it.
    async close() {
      await Promise.all(pages.map((page) => page.close()));
    },
  };
}

/** Plays `upload` (already checked statically into `report`) and answers the report with the live results. */
export async function runLive(
  upload: LiveUpload,
  report: PlayableReport,
  options: LiveRunOptions = {},
): Promise<LiveRunResult> {
  const frame = options.frame ?? LIVE_FRAME;
  const browser = await browserFor(options);
  const server = await startLiveServer(upload, frame);
  try {
    const page = await browser.newPage({
      viewport: { width: frame.width, height: frame.height },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
      userAgent: LIVE_USER_AGENT,
    });
    const played: PlayableReport = { ...report, links: { ...report.links, player: server.playerUrl } };
    const run = new RunState(initLiveState(played), page);
    await page.exposeFunction(HOST_EVENT_BINDING, (data: unknown) => run.receive(data));
    const ticker = setInterval(() => run.tick(), TICK_MS);
    const seed = options.seed ?? DEFAULT_SEED;
    let path: PathStep[] = [];
    try {
      await page.goto(server.hostPageUrl);
      await run.started(HELLO_TIMEOUT_MS);
      await run.ready(READY_TIMEOUT_MS);
      ({ path } = await explore(
        { page, frame: page.locator('#player'), reached: () => run.playedThrough() },
        { seed, budgetMs: options.budgetMs ?? EXPLORE_BUDGET_MS },
      ));
      await run.settled(SETTLE_LIMIT_MS);
      if ((options.close ?? true) && canCloseAd(run.state)) {
        // As the commands answering events (receive): a host page that cannot take it (seen once in a batch of
        // two pages at a time, its command function gone) leaves game_close undetected instead of ending the
        // whole batch.
        await run.command('gameClose').catch(() => undefined);
        await sleep(CLOSE_DELAY_MS);
      }
      // A browser that went away under the run (crashed, killed) leaves nothing to judge: what was seen until
      // then would read as a build that stopped responding.
      if (page.isClosed() || page.context().browser()?.isConnected() === false) {
        throw new Error('the browser closed during the live run');
      }
    } finally {
      clearInterval(ticker);
    }
    const finished = finishLiveRun(run.state);
    const live = liveFacts(finished);
    const played2 = liveReport(played, finished);
    const columns = Object.keys(played2.compliance ?? {}) as ColumnId[];
    const compliance = played2.facts ? complianceOf(played2.facts, live, columns) : played2.compliance;
    return { report: { ...played2, compliance }, timeline: finished.timeline, live, path, seed };
  } finally {
    await browser.close().catch(() => undefined);
    await server.close();
  }
}

function signal(): { promise: Promise<void>; fire(): void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

/** The run's live state, fed by the shim's events; starts the playable once it is ready, as the tester does. */
class RunState {
  private readonly hello = signal();
  private readonly readyCall = signal();

  constructor(
    public state: LiveState,
    private readonly page: Page,
  ) {}

  /** An event of the shim: into the reducer on this process's clock, answered as the page answers it. */
  receive(data: unknown): void {
    if (!isShimEvent(data)) return;
    this.state = applyShimEvent(this.state, data, performance.now());
    if (data.type === 'hello') this.hello.fire();
    if (this.state.checks.game_ready.status === 'success') this.readyCall.fire();
    for (const command of hostCommandsFor(data)) this.command(command).catch(() => undefined);
  }

  /**
   * The CTA call was seen (install decided: a success, or a failure when called before any gesture), and so was
   * the end of the game where the build's API has one: a build with an install button on screen from the start
   * is played on past that button, as a person plays on, until it says the game ended (or the budget runs out).
   */
  playedThrough(): boolean {
    const { install, game_end: end } = this.state.checks;
    const decided = (status: string) => status !== 'checking' && status !== 'undetected';
    return decided(install.status) && decided(end.status);
  }

  tick(): void {
    this.state = tickLiveRun(this.state, performance.now());
  }

  async started(timeoutMs: number): Promise<void> {
    const timedOut = sleep(timeoutMs).then(() => {
      throw new NoBrowserError(`the playable's page did not start within ${timeoutMs / 1000} s`);
    });
    await Promise.race([this.hello.promise, timedOut]);
  }

  /** Waits for the playable's ready call, or `timeoutMs`, whichever comes first. */
  async ready(timeoutMs: number): Promise<void> {
    await Promise.race([this.readyCall.promise, sleep(timeoutMs)]);
  }

  /** Waits until the reducer says the run settled (quiet for SETTLE_AFTER_MS), or `limitMs`. */
  async settled(limitMs: number): Promise<void> {
    const deadline = performance.now() + limitMs;
    while (!this.state.settled && performance.now() < deadline) {
      await sleep(100);
      this.tick();
    }
  }

  /** Has the host page send `name` to the shim (the ad's gameStart/gameClose). */
  async command(name: HostCommandName): Promise<void> {
    await this.page.evaluate(`window.${HOST_COMMAND_FUNCTION}(${JSON.stringify(hostCommand(name))})`);
  }
}
