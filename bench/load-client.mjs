// What the login bench's simulated browsers use to talk to the server, kept cheap because the load
// generator shares the machine's cores with the server it measures: envelopes sealed with
// synchronous node:crypto (the same compact JWE as the browser's, RSA-OAEP-256 + A256GCM) and
// requests on kept-alive connections.
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import http from 'node:http';

export async function sealerFor(base) {
  const { key } = await (await fetch(`${base}/v1/ddp/encryption-key`)).json();
  const publicKey = createPublicKey({ key, format: 'jwk' });
  const header = Buffer.from(JSON.stringify({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })).toString(
    'base64url',
  );
  return (payload) => {
    const cek = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', cek, iv);
    cipher.setAAD(Buffer.from(header, 'ascii'));
    const body = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);
    const wrapped = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      cek,
    );
    return [header, wrapped, iv, body, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON and resolves with the status and the parsed reply. */
export function postJson(base, route, body, headers = {}) {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${route}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}
