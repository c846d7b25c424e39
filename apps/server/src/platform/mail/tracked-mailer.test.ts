import { describe, expect, it } from 'vitest';
import type { MailMessage } from './mailer';
import { trackedMailer } from './tracked-mailer';

const message: MailMessage = {
  to: 'ada@example.com',
  subject: 's',
  text: 't',
  html: '<p>t</p>',
  attachments: [],
};

function slowMailer() {
  const stored: string[] = [];
  const finish: Array<(ok: boolean) => void> = [];
  return {
    stored,
    finishNext: (ok = true) => finish.shift()?.(ok),
    mailer: {
      send: (mail: MailMessage) =>
        new Promise<void>((resolve, reject) =>
          finish.push((ok) => {
            if (!ok) return reject(new Error('refused'));
            stored.push(mail.to);
            resolve();
          }),
        ),
      close: async () => {},
    },
  };
}

describe('trackedMailer', () => {
  it('is settled only once every send in flight has ended, stored or failed', async () => {
    const inner = slowMailer();
    const mailer = trackedMailer(inner.mailer);
    await mailer.settled();
    const first = mailer.send(message);
    const second = mailer.send({ ...message, to: 'bob@example.com' });
    let settled = false;
    const waiting = mailer.settled().then(() => {
      settled = true;
    });
    inner.finishNext();
    await first;
    await Promise.resolve();
    expect(settled).toBe(false);
    inner.finishNext(false);
    await expect(second).rejects.toThrow('refused');
    await waiting;
    expect(settled).toBe(true);
    expect(inner.stored).toEqual(['ada@example.com']);
  });
});
