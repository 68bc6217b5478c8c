import { type HostCommandName, hostCommand, isShimEvent, type ShimEvent } from './protocol';

// The review page's side of the shim protocol (browser only). Connect before the iframe loads: the shim's
// hello, which carries the private port, is sent once while the page parses. The hello is accepted only
// from this iframe's window (event.source) and from the player's origin (event.origin).

export interface ShimConnection {
  /** Runs the ad's gameStart() or gameClose(); ignored until the shim has said hello. */
  send(command: HostCommandName): void;
  /** Call before reloading the iframe (restart): the next document's hello is then accepted. */
  expectNewDocument(): void;
  close(): void;
}

function isHello(data: unknown): data is ShimEvent {
  return isShimEvent(data) && data.type === 'hello';
}

/**
 * The origin messages from the player carry: the player URL's origin, or "null" when the frame is sandboxed
 * without allow-same-origin (an opaque origin).
 */
export function playerOrigin(playerUrl: string, sandbox: string | null, base: string): string {
  const tokens = (sandbox ?? '').split(/\s+/);
  if (sandbox !== null && !tokens.includes('allow-same-origin')) return 'null';
  return new URL(playerUrl, base).origin;
}

export function connectShim(
  frame: HTMLIFrameElement,
  origin: string,
  onEvent: (event: ShimEvent) => void,
): ShimConnection {
  let port: MessagePort | null = null;
  // One hello per document: a later "hello" could only come from ad code trying to swap the port.
  let awaitingHello = true;

  const onMessage = (event: MessageEvent) => {
    if (!awaitingHello || event.source !== frame.contentWindow || event.origin !== origin) return;
    if (event.ports.length !== 1 || !isHello(event.data)) return;
    awaitingHello = false;
    port?.close();
    port = event.ports[0];
    port.onmessage = (message: MessageEvent) => {
      if (isShimEvent(message.data)) onEvent(message.data);
    };
    onEvent(event.data);
  };
  window.addEventListener('message', onMessage);

  return {
    send(command) {
      port?.postMessage(hostCommand(command));
    },
    expectNewDocument() {
      port?.close();
      port = null;
      awaitingHello = true;
    },
    close() {
      window.removeEventListener('message', onMessage);
      port?.close();
      port = null;
    },
  };
}
