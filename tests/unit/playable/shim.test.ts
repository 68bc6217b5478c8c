import vm from 'node:vm';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { isShimEvent, type ShimEvent } from '@/lib/playable/protocol';
import { injectShim, SHIM_SOURCE } from '@/lib/playable/shim';

// The shim runs here in a V8 context shaped like a sandboxed iframe's window: a parent to post to, real
// MessageChannel ports, event targets, and storage and cookie accessors that throw as they do in a sandbox.

type Listener = (event: Record<string, unknown>) => void;

class FakeTarget {
  private readonly listeners = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  dispatch(type: string, event: Record<string, unknown> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ type, ...event });
  }
}

interface Sandbox {
  window: FakeTarget & Record<string, unknown>;
  document: FakeTarget;
  parent: { postMessage: (data: unknown, origin: string, transfer?: MessagePort[]) => void };
  events: ShimEvent[];
  hello: ShimEvent | null;
  port: MessagePort | null;
  removedScript: boolean;
  run(code: string): unknown;
  until(count: number): Promise<ShimEvent[]>;
  close(): void;
}

function sandbox(): Sandbox {
  const state: Sandbox = {} as Sandbox;
  state.events = [];
  state.hello = null;
  state.port = null;
  state.removedScript = false;
  state.parent = {
    postMessage(data, _origin, transfer) {
      state.hello = data as ShimEvent;
      state.port = transfer?.[0] ?? null;
      state.port!.onmessage = (message: MessageEvent) => state.events.push(message.data as ShimEvent);
    },
  };
  const shimScript = { parentNode: { removeChild: () => (state.removedScript = true) } };
  const document = new FakeTarget() as FakeTarget & Record<string, unknown>;
  Object.defineProperty(document, 'currentScript', { value: shimScript });
  Object.defineProperty(document, 'cookie', {
    get: () => {
      throw new Error('SecurityError: cookies are blocked in this sandbox');
    },
  });
  const window = new FakeTarget() as FakeTarget & Record<string, unknown>;
  Object.assign(window, { window, document, parent: state.parent, MessageChannel, performance });
  Object.defineProperty(window, 'localStorage', {
    get: () => {
      throw new Error('SecurityError: storage is blocked in this sandbox');
    },
  });
  const context = vm.createContext(window);
  state.window = window;
  state.document = document;
  state.run = (code) => vm.runInContext(code, context);
  state.until = async (count) => {
    for (let i = 0; i < 200 && state.events.length < count; i++) await new Promise((r) => setTimeout(r, 2));
    return state.events;
  };
  state.close = () => state.port?.close();
  return state;
}

let box: Sandbox;

beforeEach(() => {
  box = sandbox();
  box.run(SHIM_SOURCE);
});

afterEach(() => box.close());

describe('SHIM_SOURCE in a sandbox-like window', () => {
  it('says hello to the parent with a private port, then removes its own script element', () => {
    expect(box.hello).toMatchObject({ source: 'playable-shim', type: 'hello' });
    expect(isShimEvent(box.hello)).toBe(true);
    expect(box.port).not.toBeNull();
    expect(box.removedScript).toBe(true);
  });

  it('reports lifecycle calls, with whether a trusted gesture came first', async () => {
    box.run('gameReady(); install();');
    box.window.dispatch('pointerdown', { isTrusted: true, pointerType: 'mouse' });
    box.run('window.install(); window.gameEnd(); window.gameRetry();');
    const events = await box.until(6);
    expect(events.map((e) => (e.type === 'call' ? `${e.name}:${e.gesture}:${e.gestures}` : e.type))).toEqual([
      'gameReady:false:0',
      'install:false:0',
      'gesture',
      'install:true:1',
      'gameEnd:true:1',
      'gameRetry:true:1',
    ]);
    expect(events.every(isShimEvent)).toBe(true);
  });

  it('ignores synthetic events, key repeats, and the touchstart paired with a pointerdown', async () => {
    box.window.dispatch('pointerdown', { isTrusted: false });
    box.window.dispatch('keydown', { isTrusted: true, repeat: true });
    box.window.dispatch('pointerdown', { isTrusted: true, pointerType: 'touch' });
    box.window.dispatch('touchstart', { isTrusted: true });
    box.window.dispatch('keydown', { isTrusted: true, repeat: false });
    box.run('install();');
    const events = await box.until(3);
    expect(events.map((e) => (e.type === 'gesture' ? e.kind : e.type))).toEqual([
      'pointerdown',
      'keydown',
      'call',
    ]);
    expect(events[2]).toMatchObject({ name: 'install', gestures: 2 });
  });

  it('keeps its lifecycle functions when the ad assigns its own, and reports the attempt', async () => {
    box.run("'use strict'; window.install = function () { throw new Error('ad version'); }; install();");
    const events = await box.until(2);
    expect(events[0]).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/replaced window\.install/),
    });
    expect(events[1]).toMatchObject({ type: 'call', name: 'install' });
  });

  it('runs the ad gameStart/gameClose on host commands and reports missing or throwing ones', async () => {
    box.port!.postMessage({ target: 'playable-shim', command: 'gameStart' });
    await box.until(1);
    box.run(
      "window.gameStart = function () { window.started = true; }; window.gameClose = function () { throw new Error('close failed'); };",
    );
    box.port!.postMessage({ target: 'playable-shim', command: 'gameStart' });
    box.port!.postMessage({ target: 'playable-shim', command: 'gameClose' });
    box.port!.postMessage({ target: 'playable-shim', command: 'install' });
    const events = await box.until(3);
    expect(events[0]).toMatchObject({ type: 'missing', name: 'gameStart' });
    expect(events[1]).toMatchObject({ type: 'call', name: 'gameStart' });
    expect(events[1]).not.toHaveProperty('error');
    expect(events[2]).toMatchObject({ type: 'call', name: 'gameClose', error: 'Error: close failed' });
    expect(box.window.started).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toHaveLength(3);
  });

  it('accepts window-message commands only from the parent', async () => {
    box.run('window.gameStart = function () {};');
    box.window.dispatch('message', {
      source: box.window,
      data: { target: 'playable-shim', command: 'gameStart' },
    });
    box.window.dispatch('message', {
      source: box.parent,
      data: { target: 'playable-shim', command: 'gameStart' },
    });
    const events = await box.until(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'call', name: 'gameStart' });
  });

  it('reports runtime errors, failed resource loads, unhandled rejections and CSP violations', async () => {
    box.window.dispatch('error', {
      target: box.window,
      message: 'Uncaught TypeError: x is not a function',
      filename: 'http://localhost/review/play/r1/Game/js/game.js',
      lineno: 12,
      colno: 5,
    });
    box.window.dispatch('error', {
      target: { nodeType: 1, tagName: 'IMG', src: 'http://localhost/review/play/r1/Game/img/nope.png' },
    });
    box.window.dispatch('unhandledrejection', { reason: new Error('level failed') });
    box.document.dispatch('securitypolicyviolation', {
      blockedURI: 'https://tracker.example.com/p',
      effectiveDirective: 'connect-src',
      sourceFile: 'http://localhost/review/play/r1/Game/js/game.js',
      lineNumber: 3,
    });
    const events = await box.until(4);
    expect(events).toMatchObject([
      { type: 'error', kind: 'error', message: 'Uncaught TypeError: x is not a function', line: 12, col: 5 },
      {
        type: 'error',
        kind: 'resource',
        message: 'Failed to load <img> http://localhost/review/play/r1/Game/img/nope.png',
      },
      { type: 'error', kind: 'unhandledrejection', message: 'Error: level failed' },
      { type: 'csp', blockedURI: 'https://tracker.example.com/p', directive: 'connect-src', line: 3 },
    ]);
    expect(events.every(isShimEvent)).toBe(true);
  });

  it('never needs a </script> escape inside its source', () => {
    expect(SHIM_SOURCE).not.toMatch(/<\/script/i);
    expect(SHIM_SOURCE).not.toMatch(/localStorage|document\.cookie/);
  });
});

type Element = DefaultTreeAdapterTypes.Element;

function headOf(html: string): Element {
  const document = parse(html);
  const htmlElement = document.childNodes.find((node): node is Element => 'tagName' in node)!;
  return htmlElement.childNodes.find(
    (node): node is Element => 'tagName' in node && node.tagName === 'head',
  )!;
}

function firstHeadChildIsShim(html: string): boolean {
  const first = headOf(html).childNodes.find((node) => node.nodeName !== '#text') as Element | undefined;
  const text = first?.childNodes[0];
  return first?.tagName === 'script' && !!text && 'value' in text && text.value === SHIM_SOURCE;
}

describe('injectShim', () => {
  it.each([
    [
      'a normal page',
      '<!DOCTYPE html>\n<html>\n<head data-x="1">\n<meta charset="utf-8">\n</head><body></body></html>',
    ],
    [
      'CRLF line ends and a BOM',
      '\uFEFF<!DOCTYPE html>\r\n<html>\r\n<head>\r\n<title>t</title>\r\n</head></html>',
    ],
    [
      'a <head> mentioned in a comment first',
      '<!DOCTYPE html><!-- <head> --><html><head><title>t</title></head></html>',
    ],
    ['no <head> tag', '<!DOCTYPE html><html lang="en"><title>t</title><body></body></html>'],
    ['no <html> tag', '<!DOCTYPE html><title>t</title><p>hi'],
    ['no tags at all', 'just text'],
    ['an empty file', ''],
  ])('puts the shim first in <head> of %s', (_label, html) => {
    const injected = injectShim(html);
    expect(firstHeadChildIsShim(injected)).toBe(true);
    expect(injected.split(SHIM_SOURCE)).toHaveLength(2);
  });

  it('leaves the rest of the page as it was, apart from crossorigin on script tags', () => {
    const html =
      '<!DOCTYPE html><html><head><script src="a.js"></script><script src="b.js" crossorigin="use-credentials"></script></head><body><script>var x = "<head>";</script></body></html>';
    const injected = injectShim(html);
    expect(injected).toContain('<script crossorigin="anonymous" src="a.js"></script>');
    expect(injected).toContain('<script src="b.js" crossorigin="use-credentials"></script>');
    expect(
      injected.replace(`<script>${SHIM_SOURCE}</script>`, '').replace(' crossorigin="anonymous"', ''),
    ).toBe(html);
  });
});
