import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { messages } from '@ddp/contract';
import { signedInOwner } from './support/arranged-states';
import { clientWithSecret } from './support/client-secrets';
import { serverClockOffset } from './support/server-clock';
import { expect, test } from './support/test';

// Issue 20, part 3: a client's key set registered in the portal, and the example shown beside it
// run as it is, in Node.js with oauth4webapi, against this portal: a token without any secret.

/**
 * Runs ES module code in Node.js from the repository, where oauth4webapi is installed. Its clock
 * runs with the test server's, which other journeys move on (an assertion's exp is checked by it).
 */
async function runNode(
  code: string,
  env: Record<string, string>,
): Promise<{ status: number | null; out: string }> {
  const offsetMs = await serverClockOffset();
  const clock = `data:text/javascript,const real=Date.now;Date.now=()=>real()+${offsetMs};`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', clock, '--input-type=module'], {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out }));
    child.stdin.end(code);
  });
}

test('registers a key set, gets a token with the example shown, and removes the set', async ({
  page,
  request,
}) => {
  const { session } = await signedInOwner(page, request, 'client-keys');
  const client = { name: 'Keyed service', ...(await clientWithSecret(request, session, 'Keyed service')) };
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: 'service-1' };
  const privateJwk = privateKey.export({ format: 'jwk' });
  await page.reload();

  await page.getByRole('button', { name: messages.credSecretsOf({ name: client.name }) }).click();
  const dialog = page.getByRole('dialog', { name: messages.credSecretsOf({ name: client.name }) });
  const keys = dialog.getByRole('region', { name: messages.credKeySet });
  await expect(keys.getByTestId('key-set-state')).toHaveText(messages.credKeySetNone);

  // A private key is refused, saying why; nothing is saved.
  await keys.getByLabel(messages.credKeySetField).fill(JSON.stringify({ keys: [privateJwk] }));
  await keys.getByRole('button', { name: messages.credSaveKeySet }).click();
  await expect(keys.getByText(messages.jwksPrivate)).toBeVisible();
  await expect(keys.getByTestId('key-set-state')).toHaveText(messages.credKeySetNone);

  await keys.getByLabel(messages.credKeySetField).fill(JSON.stringify({ keys: [publicJwk] }));
  await keys.getByRole('button', { name: messages.credSaveKeySet }).click();
  await expect(keys.getByText(messages.jwksSaved)).toBeVisible();
  await expect(keys.getByTestId('key-set-state')).toHaveText(messages.credKeySetKeys({ count: 1 }));

  const snippet = await keys.getByTestId('key-auth-snippet').textContent();
  expect(snippet).toContain(client.client_id);
  expect(snippet).not.toContain(client.client_secret);
  const ran = await runNode(snippet ?? '', { PRIVATE_JWK: JSON.stringify(privateJwk) });
  expect(ran.out).toMatch(/^Access token \(valid 300 s\): [\w-]+\.[\w-]+\.[\w-]+$/m);
  expect(ran.status).toBe(0);

  await keys.getByRole('button', { name: messages.credRemoveKeySet }).click();
  await expect(keys.getByText(messages.jwksRemoved)).toBeVisible();
  await expect(keys.getByTestId('key-set-state')).toHaveText(messages.credKeySetNone);
  const refused = await runNode(snippet ?? '', { PRIVATE_JWK: JSON.stringify(privateJwk) });
  expect(refused.status).not.toBe(0);
  expect(refused.out).toContain('invalid_client');
});
