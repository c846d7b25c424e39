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
 * mid-sentence on a phone).
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
  const settings = `Account: ${input.to}. Type: time-based. Code: ${PORTAL_TOTP.digits} digits, a new one every ${PORTAL_TOTP.periodSeconds} seconds (SHA-1).`;
  const text = [
    `Hello ${input.firstname},`,
    '',
    'your Developer Portal account is ready. Sign in with your e-mail address and password, then with the 6-digit code from an authenticator app (for example one that supports TOTP).',
    '',
    'Scan the attached QR code with the app, or add the account by hand with this key:',
    '',
    key,
    '',
    settings,
    '',
    `Sign in: ${input.portalUrl}`,
    '',
    'Keep this mail private: anyone with the key above can produce your sign-in codes.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(input.firstname)},</p>
<p>your Developer Portal account is ready. Sign in with your e-mail address and password, then with the 6-digit code from an authenticator app.</p>
<p>Scan this QR code with the app:</p>
<p><img src="cid:${QR_CID}" alt="QR code for your authenticator app" width="240" height="240"></p>
<p>Or add the account by hand with this key:</p>
<p><code style="font-size:1.2em;letter-spacing:0.05em">${escapeHtml(key)}</code></p>
<p>${escapeHtml(settings)}</p>
<p><a href="${escapeHtml(input.portalUrl)}">Sign in to the Developer Portal</a></p>
<p>Keep this mail private: anyone with the key above can produce your sign-in codes.</p>
</body></html>`;
  return {
    to: input.to,
    subject: 'Your Developer Portal login details',
    text,
    html,
    attachments: [{ filename: 'totp-qr-code.png', contentType: 'image/png', content: png, cid: QR_CID }],
  };
}
