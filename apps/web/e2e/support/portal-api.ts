import { type EncryptionKeyReply, MFA_AUTHENTICATED, MFA_HEADER, paths } from '@ddp/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CompactEncrypt, importJWK } from 'jose';
import type { Person } from './people';
import { freshCode } from './totp';

/** A signed-in session obtained through the API, for setting up data faster than the screens can. */
export interface ApiSession {
  email: string;
  token: string;
  consumerId: string;
  companyId: string;
  projectId: string;
}

async function encrypt(request: APIRequestContext, payload: object): Promise<string> {
  const { key } = (await (await request.get(paths.encryptionKey)).json()) as EncryptionKeyReply;
  const publicKey = await importJWK(key as Parameters<typeof importJWK>[0], 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
    .encrypt(publicKey);
}

/** An encrypted POST as the SPA sends it; returns the status and the reply. */
export async function postEncrypted(
  request: APIRequestContext,
  path: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await request.post(path, {
    data: { encryptData: await encrypt(request, payload) },
    headers,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

export const sessionHeaders = (session: ApiSession) => ({
  authorization: `Bearer ${session.token}`,
  [MFA_HEADER]: MFA_AUTHENTICATED,
});

/** Registers a company's first member (an Owner) through the plain registration call. */
export async function registerByApi(request: APIRequestContext, person: Person): Promise<void> {
  const response = await request.post(paths.registerUser, {
    data: {
      Data: {
        firstname: person.firstname,
        lastname: person.lastname,
        email: person.email,
        password: person.password,
        countryCode: '+49',
        phonenumber: person.phonenumber,
        mobile: `+49 ${person.phonenumber} DE`,
        companyname: person.companyname,
        street: person.street,
        postal: person.postal,
        city: 'Berlin',
        country: 'Germany',
        projectname: person.projectname,
        projectdescription: person.projectdescription,
        purpose: person.purpose,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Password and code through the API; the code step is used up, as in the browser. */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password: string,
  otpauthUri: string,
): Promise<ApiSession> {
  return (await signInRepliesByApi(request, email, password, otpauthUri)).session;
}

/** The same sign-in, with the values the screens keep of it (see signIn in sign-in.ts). */
export async function signInRepliesByApi(
  request: APIRequestContext,
  email: string,
  password: string,
  otpauthUri: string,
): Promise<{ session: ApiSession; temporaryToken: string; isAdminConsumer: boolean; envelopeKey: string }> {
  const login = await postEncrypted(request, paths.login, { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const temporaryToken = String(login.body.data);
  const code = await postEncrypted(
    request,
    paths.totpValidate,
    { email, userToken: await freshCode(otpauthUri) },
    { authorization: `Bearer ${temporaryToken}` },
  );
  expect(code.status, JSON.stringify(code.body)).toBe(200);
  return {
    session: {
      email,
      token: String(code.body.token),
      consumerId: String(code.body.consumerId),
      companyId: String(code.body.companyId),
      projectId: String(code.body.projectId),
    },
    temporaryToken,
    isAdminConsumer: code.body.isAdminConsumer === true,
    envelopeKey: String(code.body.envelopeKey),
  };
}

/**
 * The session the screens stored after signing in (one JSON entry, see docs/web.md), so a test can
 * set up data through the API as the same person without spending another code step.
 */
export async function sessionOfPage(page: Page): Promise<ApiSession> {
  const stored = await page.evaluate(() => window.localStorage.getItem('ddp.session'));
  const session = JSON.parse(stored ?? '{}') as Partial<ApiSession>;
  expect(session.token, 'a signed-in session in the page').toBeTruthy();
  return session as ApiSession;
}

/** A client of the session's consumer, made through the API, with its secret. */
export async function createClientWithSecretByApi(
  request: APIRequestContext,
  session: ApiSession,
  name: string,
): Promise<{ client_id: string; client_secret: string }> {
  const reply = await postEncrypted(
    request,
    paths.createCredentials,
    { applicationName: name, consumerId: session.consumerId },
    sessionHeaders(session),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data as { client_id: string; client_secret: string };
}

/** A client of the session's consumer, made through the API; returns its client id. */
export async function createClientByApi(
  request: APIRequestContext,
  session: ApiSession,
  name: string,
): Promise<string> {
  return (await createClientWithSecretByApi(request, session, name)).client_id;
}

/** Deletes the person's first credential through the API, as if from another tab, and checks it went. */
export async function deleteFirstCredentialByApi(request: APIRequestContext, session: ApiSession) {
  const own = await postEncrypted(
    request,
    paths.viewCredentials,
    { consumerId: session.consumerId },
    sessionHeaders(session),
  );
  const credentialId = (own.body.message as Array<{ id: string }>)[0]!.id;
  const deleted = await postEncrypted(
    request,
    paths.deleteCredentials,
    { credentialId, consumerId: session.consumerId },
    sessionHeaders(session),
  );
  expect(deleted.status).toBe(200);
}
