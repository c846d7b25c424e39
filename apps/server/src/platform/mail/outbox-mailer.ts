import type { Mailer, MailMessage } from './mailer';

/** Without SMTP_URL, mail is kept for the dev mailbox instead of being sent. */
export function outboxMailer(store: (message: MailMessage) => Promise<void>): Mailer {
  return {
    send: store,
    async close() {},
  };
}
