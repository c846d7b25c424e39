export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for images the HTML part shows inline (`<img src="cid:...">`). */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
