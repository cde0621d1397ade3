import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `call` with the last value given to `schedule` once none has followed for `delayMs`, so a
 * run of taps makes one write of where they stopped. `flush` calls at once what waits; a value
 * still waiting when the component or the page leaves is called then, so no tap is lost.
 */
export function useSettledCall<T>(call: (value: T) => void, delayMs: number) {
  const latestCall = useRef(call);
  useEffect(() => {
    latestCall.current = call;
  });
  const waiting = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);

  const cancel = useCallback(() => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = null;
  }, []);
  const flush = useCallback(() => {
    const value = waiting.current?.value;
    if (!waiting.current) return;
    cancel();
    latestCall.current(value as T);
  }, [cancel]);
  const schedule = useCallback(
    (value: T) => {
      cancel();
      waiting.current = { value, timer: setTimeout(flush, delayMs) };
    },
    [cancel, flush, delayMs],
  );
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { schedule, flush, cancel };
}
