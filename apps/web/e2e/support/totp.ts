import * as OTPAuth from 'otpauth';

const used = new Map<string, number>();

/**
 * A current code for the authenticator set-up in the URI. The server refuses a code a second
 * time (RFC 6238 section 5.2), so a second sign-in with the same secret waits for the next step.
 */
export async function freshCode(uri: string): Promise<string> {
  const totp = OTPAuth.URI.parse(uri);
  if (!(totp instanceof OTPAuth.TOTP)) throw new Error('Not a TOTP URI.');
  const stepMs = totp.period * 1000;
  let step = Math.floor(Date.now() / stepMs);
  // A code generated at the very end of its step may be stale by the time it arrives.
  const late = Date.now() % stepMs > stepMs - 2000;
  if (used.get(uri) === step || late) {
    const wait = (step + 1) * stepMs - Date.now() + 250;
    await new Promise((resolve) => setTimeout(resolve, wait));
    step += 1;
  }
  used.set(uri, step);
  return totp.generate({ timestamp: step * stepMs + 1 });
}
