/**
 * Whole seconds left of a countdown, rounded up so that '5' shows for the whole first second.
 * It counts elapsed time rather than a start instant, so the countdown can pause while a person
 * reads the alert (hover or focus).
 */
export function secondsLeft(elapsedMs: number, durationMs: number): number {
  return Math.max(0, Math.ceil((durationMs - elapsedMs) / 1000));
}
