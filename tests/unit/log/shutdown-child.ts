// Child process for the shutdown test: a stand-in for Next's start server (a SIGTERM listener that "closes
// the server" and exits 143), then what instrumentation.ts does: a hook that takes `HOOK_MS`, and the takeover.
import { onShutdown, takeOverSignals } from '@/lib/shutdown';

const started = Date.now();
process.on('SIGTERM', () => {
  console.log(`next-cleanup ${Date.now() - started}`);
  process.exit(143);
});
onShutdown('slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.HOOK_MS ?? 300)));
  console.log(`hook-done ${Date.now() - started}`);
});
takeOverSignals();
console.log('ready');
setInterval(() => undefined, 1000);
