// Leading and trailing throttle: the first call runs at once, later calls within `wait` ms collapse into one
// call at the end of the window with the latest arguments (so the final value after a resize is never lost).

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          if (pending) run(pending);
        },
        Math.max(remaining, 0),
      );
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
