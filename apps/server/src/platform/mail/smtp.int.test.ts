import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration } from '../../../test/test-support/accounts';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

describe(`mail through a real SMTP server (${testDatabaseKind})`, () => {
  let smtp: SMTPServer;
  let server: TestServer;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => received.push(mail))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Developer Portal <portal@example.com>' },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the login details with the QR code image and the key to type by hand', async () => {
    const data = aRegistration();
    expect((await server.client.postPlain('/v1/ddp/register-user', { Data: data })).status).toBe(201);
    const mail = received.find((m) => m.to && JSON.stringify(m.to).includes(data.email));
    expect(mail).toBeDefined();
    expect(mail!.from?.text).toContain('portal@example.com');
    expect(mail!.text).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/m);
    const qr = mail!.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.content.subarray(1, 4).toString()).toBe('PNG');
    // The HTML shows the image inline: the parser has already swapped its cid: reference for the image.
    expect(qr!.cid).toBeTruthy();
    expect(qr!.related).toBe(true);
    expect(mail!.html).toContain('<img src="data:image/png;base64,');
  });

  it('keeps no outbox and offers no dev mailbox when SMTP is configured', async () => {
    const reply = await server.client.raw('/v1/dev/mailbox', { method: 'GET' });
    expect(reply.status).toBe(404);
    const rows = await server.db.selectFrom('outbox').select('id').execute();
    expect(rows).toHaveLength(0);
  });
});
