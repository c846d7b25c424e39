import { randomUUID } from 'node:crypto';
import {
  messages,
  type PasskeyItem,
  type PasskeyRegistrationVerifyRequest,
  type PasskeySignInRequest,
} from '@ddp/contract';
import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { inLanguage } from '../../platform/locale';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditTrail } from '../audit/trail';
import type { Actor } from '../auth/actor';
import type { PendingSignIn, SignedIn, SignIn } from '../auth/sign-in';
import type { SignInSource } from '../auth/sign-in-attempts';
import { type PasskeyChange, passkeyNoticeMail } from './passkey-notice-mail';
import type { RelyingParty } from './relying-party';
import * as repo from './repo';

/** A challenge answers for 5 minutes (the pending sign-in's own time). */
export const CHALLENGE_MS = 5 * 60_000;
/** The most passkeys one person keeps. */
export const PASSKEYS_MAX = 20;
const RP_NAME = 'Developer Portal';

export const passkeyItem = (row: repo.PasskeyRow): PasskeyItem => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

const transportsOf = (row: repo.PasskeyRow) =>
  row.transports.split(',').filter((t) => t !== '') as AuthenticatorTransport[];

/** The challenge the browser signed, read from its client data; undefined when there is none. */
function challengeIn(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (data === null || typeof data !== 'object') return undefined;
    const { challenge } = data as { challenge?: unknown };
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128
      ? challenge
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys (issue 22, part 3): registered in Settings after a fresh code from the authenticator
 * app, used instead of that code in the sign-in's second step. Every challenge is made here, kept
 * in the database for 5 minutes, bound to one person, one purpose and one session, and used once.
 */
export class PasskeysService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      signIn: SignIn;
      audit: AuditTrail;
      mailer: Mailer;
      log: FastifyBaseLogger;
      portalUrl: string;
    },
  ) {}

  async list(actor: Actor): Promise<PasskeyItem[]> {
    return (await repo.listOf(this.deps.db, actor.consumerId)).map(passkeyItem);
  }

  /** The browser's options for a new passkey, once a current code proves it is the person. */
  async registrationOptions(actor: Actor, code: string, source: SignInSource, rp: RelyingParty) {
    const { db, clock, signIn } = this.deps;
    if (!(await signIn.checkCurrentCode(actor.email, code, source))) {
      throw new BadRequest(messages.codeInvalid, { userToken: messages.codeInvalid });
    }
    const existing = await repo.listOf(db, actor.consumerId);
    if (existing.length >= PASSKEYS_MAX) throw new Conflict(messages.passkeyLimitReached);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpId,
      userName: actor.email,
      userDisplayName: actor.email,
      userID: Buffer.from(actor.consumerId, 'utf8'),
      attestationType: 'none',
      timeout: CHALLENGE_MS,
      // One passkey per authenticator: the browser says so before anything is made.
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    const now = clock.now();
    await repo.issueChallenge(
      db,
      {
        challenge: options.challenge,
        consumer_id: actor.consumerId,
        purpose: 'register',
        session_id: actor.sessionId,
        expires_at: new Date(now.getTime() + CHALLENGE_MS),
      },
      now,
    );
    return options;
  }

  /** The new credential, checked against the challenge of this session; stored under its name. */
  async register(
    actor: Actor,
    { name, response }: PasskeyRegistrationVerifyRequest,
    rp: RelyingParty,
  ): Promise<PasskeyItem> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const challenge = challengeIn(response.response.clientDataJSON);
    const bound = { consumerId: actor.consumerId, purpose: 'register' as const, sessionId: actor.sessionId };
    if (!challenge || !(await repo.takeChallenge(db, challenge, bound, now))) {
      throw new BadRequest(messages.passkeyNotAccepted);
    }
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: { ...response, clientExtensionResults: {} },
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        requireUserVerification: false,
      });
    } catch {
      throw new BadRequest(messages.passkeyNotAccepted);
    }
    if (!verified.verified) throw new BadRequest(messages.passkeyNotAccepted);
    const { credential } = verified.registrationInfo;
    if ((await repo.countOf(db, actor.consumerId)) >= PASSKEYS_MAX) {
      throw new Conflict(messages.passkeyLimitReached);
    }
    const row = {
      id: randomUUID(),
      consumer_id: actor.consumerId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (response.response.transports ?? []).join(','),
      name,
      created_at: now,
    };
    if (!(await repo.insert(db, row))) throw new Conflict(messages.passkeyAlreadyRegistered);
    this.#recorded(actor, 'added', name);
    await this.#notice(actor, 'added', name);
    return passkeyItem({ ...row, last_used_at: null });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const removed = await repo.remove(this.deps.db, actor.consumerId, id);
    if (!removed) throw new NotFound(messages.passkeyNotFound);
    this.#recorded(actor, 'removed', removed.name);
    await this.#notice(actor, 'removed', removed.name);
  }

  /**
   * The options for the second step with a passkey: only after the password step, and only the
   * person's own passkeys. A person without any is told so here, not before.
   */
  async signInOptions(pending: PendingSignIn, email: string, rp: RelyingParty) {
    const { db, clock } = this.deps;
    const { consumer } = pending;
    const own = consumer.email === email ? await repo.listOf(db, consumer.id) : [];
    if (own.length === 0) throw new NotFound(messages.passkeyNoneRegistered);
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      timeout: CHALLENGE_MS,
      userVerification: 'preferred',
      allowCredentials: own.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    });
    const now = clock.now();
    await repo.issueChallenge(
      db,
      {
        challenge: options.challenge,
        consumer_id: consumer.id,
        purpose: 'sign-in',
        session_id: pending.sessionId,
        expires_at: new Date(now.getTime() + CHALLENGE_MS),
      },
      now,
    );
    return options;
  }

  /**
   * The second step with a passkey. The challenge is used up, the assertion checked and the
   * counter moved on in the transaction that turns the pending sign-in into a session; a refusal
   * answers like a wrong code and counts towards the lockout.
   */
  signIn(
    pending: PendingSignIn,
    { email, response }: PasskeySignInRequest,
    source: SignInSource,
    rp: RelyingParty,
  ): Promise<SignedIn> {
    const { consumer } = pending;
    return this.deps.signIn.completeSignIn(pending, email, source, 'passkey', async (trx, now) => {
      const challenge = challengeIn(response.response.clientDataJSON);
      const bound = { consumerId: consumer.id, purpose: 'sign-in' as const, sessionId: pending.sessionId };
      if (!challenge || !(await repo.takeChallenge(trx, challenge, bound, now))) return false;
      const passkey = await repo.findOwn(trx, consumer.id, response.id);
      if (!passkey) return false;
      const before = Number(passkey.counter);
      let newCounter: number;
      try {
        const result = await verifyAuthenticationResponse({
          response: { ...response, clientExtensionResults: {} },
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpId,
          credential: {
            id: passkey.credential_id,
            publicKey: Buffer.from(passkey.public_key, 'base64url'),
            counter: before,
            transports: transportsOf(passkey),
          },
          requireUserVerification: false,
        });
        if (!result.verified) return false;
        newCounter = result.authenticationInfo.newCounter;
      } catch {
        // A signature that does not verify, a counter that went back, another origin or RP ID.
        return false;
      }
      return repo.used(trx, passkey.id, before, newCounter, now);
    });
  }

  #recorded(actor: Actor, change: PasskeyChange, name: string): void {
    this.deps.audit.by(
      {
        companyId: actor.companyId,
        consumerId: actor.consumerId,
        email: actor.email,
        address: actor.address,
      },
      {
        type: change === 'added' ? 'security.passkey_added' : 'security.passkey_removed',
        target: actor.email,
        details: { name },
      },
    );
  }

  /** Awaited like the other security notices; a mail that fails is logged and undoes nothing. */
  async #notice(actor: Actor, change: PasskeyChange, name: string): Promise<void> {
    const { db, mailer, clock, log, portalUrl } = this.deps;
    try {
      const person = await repo.addressee(db, actor.consumerId);
      // Dummy consumers have invented addresses: a mail there could reach a stranger.
      if (!person || person.is_dummy) return;
      await mailer.send(
        inLanguage(person.language, () =>
          passkeyNoticeMail({
            to: person.email,
            firstname: person.firstname,
            change,
            name,
            at: clock.now(),
            ip: actor.address ?? '',
            portalUrl,
          }),
        ),
      );
    } catch (error) {
      log.error(
        { event: 'mail.failed', consumerId: actor.consumerId, err: error },
        'passkey notice not sent',
      );
    }
  }
}
