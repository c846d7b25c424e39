// Hands out TOTP steps to accounts that sign in many times a second. The server accepts a code of
// the step before, at or after its own clock's, and each step once per account, so a few accounts
// run out of steps within seconds; the bench then moves the server's dev clock on. It does that only
// while no code step is in flight: a code chosen for the old clock is never judged by the new one.
const STEP_MS = 30_000;

export function totpSteps(base) {
  let offsetMs = 0;
  let inFlight = 0;
  let moving = null;
  let drained = null;
  const serverStep = () => Math.floor((Date.now() + offsetMs) / STEP_MS);

  const readClock = async (response) => {
    const { now } = await response.json();
    // Measured on arrival, so the estimate lags the server by the reply's latency: a step chosen
    // from it is never ahead of what the server accepts.
    offsetMs = Date.parse(now) - Date.now();
  };

  const moveClock = async () => {
    if (inFlight > 0) await new Promise((resolve) => (drained = resolve));
    drained = null;
    await readClock(
      await fetch(`${base}/v1/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 2 * STEP_MS }),
      }),
    );
  };

  return {
    /** Reads the server's clock; every account has used the steps up to now (signing in during set-up). */
    async start(accounts) {
      await readClock(await fetch(`${base}/v1/dev/clock`));
      for (const account of accounts) account.lastStep = serverStep();
    },
    /** A step the account has not used and the server accepts until `release`. */
    async take(account) {
      for (;;) {
        while (moving) await moving;
        const current = serverStep();
        // The current step or the next: if real time crosses a step boundary before the server
        // checks the code, both are still within its window.
        const step = Math.max(account.lastStep + 1, current);
        if (step <= current + 1) {
          account.lastStep = step;
          inFlight++;
          return step * STEP_MS;
        }
        moving ??= moveClock().finally(() => {
          moving = null;
        });
      }
    },
    release() {
      inFlight--;
      if (inFlight === 0) drained?.();
    },
  };
}
