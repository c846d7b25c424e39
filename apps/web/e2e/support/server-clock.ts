import { paths } from '@ddp/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ORIGIN } from './e2e-port';

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The test server runs with DEV_CLOCK=true: its clock is real time plus an offset that only grows,
 * shared by every test of the run. Tests that move it must not depend on the order they run in.
 */
export async function advanceServerClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const response = await request.post(paths.devClock, { data: { advanceMs } });
  expect(response.status(), await response.text()).toBe(200);
}

/** How far the server's clock is ahead of this machine's (0 when the clock cannot be moved). */
export async function serverClockOffset(): Promise<number> {
  const before = Date.now();
  const response = await fetch(`${E2E_ORIGIN}${paths.devClock}`);
  if (!response.ok) return 0;
  const { now } = (await response.json()) as { now: string };
  return Date.parse(now) - Math.round((before + Date.now()) / 2);
}

/** Moves the server's clock on without a request context; false when the clock cannot be moved. */
export async function moveServerClock(advanceMs: number): Promise<boolean> {
  const response = await fetch(`${E2E_ORIGIN}${paths.devClock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: Math.ceil(advanceMs) }),
  });
  return response.ok;
}
