import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './countdown';

const TICK_MS = 200;

/** Seconds left of a countdown that calls `onDone` at zero; it stands still while `paused`. */
export function useCountdown(durationMs: number, paused: boolean, onDone: () => void): number {
  const [elapsed, setElapsed] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (paused) return;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      const step = now - last;
      last = now;
      setElapsed((value) => value + step);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const left = secondsLeft(elapsed, durationMs);
  useEffect(() => {
    if (left === 0) done.current();
  }, [left]);
  return left;
}
