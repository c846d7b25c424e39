import * as OTPAuth from 'otpauth';
import { moveServerClock, serverClockOffset } from './server-clock';

const used = new Map<string, number>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A current code for the authenticator set-up in the URI, for the server's time: journeys move
 * the server's clock forward (server-clock.ts). The server refuses a code a second time (RFC 6238
 * section 5.2), so a second sign-in with the same secret needs the next step: the server's clock is
 * moved on to it, as a person would wait for it (up to 30 s a sign-in, minutes over the journeys).
 * Where the clock cannot be moved, the wait is real.
 */
export async function freshCode(uri: string): Promise<string> {
  const totp = OTPAuth.URI.parse(uri);
  if (!(totp instanceof OTPAuth.TOTP)) throw new Error('Not a TOTP URI.');
  const offset = await serverClockOffset();
  const serverNow = () => Date.now() + offset;
  const stepMs = totp.period * 1000;
  let step = Math.floor(serverNow() / stepMs);
  // A code generated at the very end of its step may be stale by the time it arrives.
  const late = serverNow() % stepMs > stepMs - 2000;
  if ((used.get(uri) ?? Number.NEGATIVE_INFINITY) >= step || late) {
    const next = Math.max(step, used.get(uri) ?? step) + 1;
    const waitMs = next * stepMs - serverNow() + 250;
    if (!(await moveServerClock(waitMs))) await sleep(waitMs);
    step = next;
  }
  used.set(uri, step);
  return totp.generate({ timestamp: step * stepMs + 1 });
}
