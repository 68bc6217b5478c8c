import { useEffect, useState } from 'react';

/**
 * Seconds left before another code may be asked for (a new code after 60 s, lib/register/limits.ts); `start`
 * sets them.
 */
export function useCodeCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: setSeconds };
}
