import type { Mailer, MailMessage } from './mailer';
import { plainRecipient } from './recipient';

/** Without SMTP_URL, mail is kept for the dev mailbox instead of being sent. */
export function outboxMailer(store: (message: MailMessage) => Promise<void>): Mailer {
  return {
    // The same rule as the SMTP mailer's, so that development shows what production would send.
    send: (message) => store({ ...message, to: plainRecipient(message.to).address }),
    async close() {},
  };
}
