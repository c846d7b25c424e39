import QRCode from 'qrcode';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';
import { otpauthUri } from './totp';

export const TOTP_ISSUER = 'Developer Portal';
const QR_CID = 'totp-qr@ddp';

/**
 * The mail "with login details": the QR code as a PNG for scanning and the otpauth URI as text for
 * authenticators that take it typed or pasted.
 */
export async function loginDetailsMail(input: {
  to: string;
  firstname: string;
  seed: Buffer;
  portalUrl: string;
}): Promise<MailMessage> {
  const uri = otpauthUri(input.seed, input.to, TOTP_ISSUER);
  const png = await QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  const text = [
    `Hello ${input.firstname},`,
    '',
    'your Developer Portal account is ready. Sign in with your e-mail address and password, then',
    'with the 6-digit code from an authenticator app (for example one that supports TOTP).',
    '',
    'Scan the attached QR code with the app, or add this key to it by hand:',
    uri,
    '',
    `Sign in: ${input.portalUrl}`,
    '',
    'Keep this mail private: anyone with the code above can produce your sign-in codes.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(input.firstname)},</p>
<p>your Developer Portal account is ready. Sign in with your e-mail address and password, then with the
6-digit code from an authenticator app.</p>
<p>Scan this QR code with the app:</p>
<p><img src="cid:${QR_CID}" alt="QR code for your authenticator app" width="240" height="240"></p>
<p>Or add this key to it by hand:<br><code>${escapeHtml(uri)}</code></p>
<p><a href="${escapeHtml(input.portalUrl)}">Sign in to the Developer Portal</a></p>
<p>Keep this mail private: anyone with the code above can produce your sign-in codes.</p>
</body></html>`;
  return {
    to: input.to,
    subject: 'Your Developer Portal login details',
    text,
    html,
    attachments: [{ filename: 'totp-qr-code.png', contentType: 'image/png', content: png, cid: QR_CID }],
  };
}
