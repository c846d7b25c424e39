import { messages } from '@ddp/contract';
import QRCode from 'qrcode';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';
import { base32Encode, otpauthUri, PORTAL_TOTP } from './totp';

export const TOTP_ISSUER = 'Developer Portal';
const QR_CID = 'totp-qr@ddp';

/** The key written in groups of four (`ABCD EFGH ...`), as authenticator apps ask for it typed. */
export function groupedKey(seed: Buffer): string {
  return (
    base32Encode(seed)
      .replace(/=+$/, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * The mail "with login details": the QR code as a PNG for scanning, and the key for typing it into
 * an authenticator app by hand, in groups of four with the settings an app asks for. Paragraphs
 * are single lines: mail programs wrap them to the window (a line broken at 80 characters breaks
 * mid-sentence on a phone). In the language of the moment: the caller runs it in the account's.
 */
export async function loginDetailsMail(input: {
  to: string;
  firstname: string;
  seed: Buffer;
  portalUrl: string;
}): Promise<MailMessage> {
  const uri = otpauthUri(input.seed, input.to, TOTP_ISSUER);
  const png = await QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  const key = groupedKey(input.seed);
  const settings = messages.mailLoginSettings({
    email: input.to,
    digits: PORTAL_TOTP.digits,
    seconds: PORTAL_TOTP.periodSeconds,
  });
  const hello = messages.mailHello({ firstname: input.firstname });
  const text = [
    hello,
    '',
    messages.mailLoginReadyText,
    '',
    messages.mailLoginScanText,
    '',
    key,
    '',
    settings,
    '',
    messages.mailLoginSignIn({ url: input.portalUrl }),
    '',
    messages.mailLoginKeepPrivate,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(messages.mailLoginReadyHtml)}</p>
<p>${escapeHtml(messages.mailLoginScanHtml)}</p>
<p><img src="cid:${QR_CID}" alt="${escapeHtml(messages.mailLoginQrAlt)}" width="240" height="240"></p>
<p>${escapeHtml(messages.mailLoginByHandHtml)}</p>
<p><code style="font-size:1.2em;letter-spacing:0.05em">${escapeHtml(key)}</code></p>
<p>${escapeHtml(settings)}</p>
<p><a href="${escapeHtml(input.portalUrl)}">${escapeHtml(messages.mailLoginSignInLink)}</a></p>
<p>${escapeHtml(messages.mailLoginKeepPrivate)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: messages.mailLoginSubject,
    text,
    html,
    attachments: [{ filename: 'totp-qr-code.png', contentType: 'image/png', content: png, cid: QR_CID }],
  };
}
