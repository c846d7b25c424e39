import type { Mailer } from './mailer';

/** A mailer that can say when every mail handed to it so far has been stored or sent. */
export interface TrackedMailer extends Mailer {
  /**
   * Resolves once no send is in flight. Several calls mail in the background after their reply
   * (a reset link, a lockout notice): tests wait on this instead of guessing how long that takes.
   */
  settled(): Promise<void>;
}

export function trackedMailer(inner: Mailer): TrackedMailer {
  const inFlight = new Set<Promise<void>>();
  return {
    send(message) {
      const sending = inner.send(message);
      inFlight.add(sending);
      const done = () => inFlight.delete(sending);
      sending.then(done, done);
      return sending;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close: () => inner.close(),
  };
}
