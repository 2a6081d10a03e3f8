import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (the first value at once): what a call that
 * follows typing is asked with, so that typing asks once, not once per key (giving's fee, the video
 * area's search).
 */
export function useSettledValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
