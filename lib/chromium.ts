// Debian's Chromium and the flags it needs on these machines (the closed network refuses the
// browser's own background connections; no sandbox as root in a container). One list for everything that
// drives it: the browser tests, the CLI's live run, the shim's browser tests and the benches. The list is
// kept free of imports so playwright.config.ts and scripts load it as they are.

/** The browser to drive: CHROMIUM_PATH, else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags (headless mode is the driver's own option). WebGL still works through SwiftShader. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
