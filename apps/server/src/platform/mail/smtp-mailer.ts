import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';
import { parsedSender, plainRecipient } from './recipient';

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const sender = parsedSender(from);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from: sender,
        to: plainRecipient(message.to),
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      });
    },
    async close() {
      transport.close();
    },
  };
}
