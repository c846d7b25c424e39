import { MFA_AUTHENTICATED, paths } from '@ddp/contract';
import { postEncrypted, signedIn } from './api-client';
import { hasStoredChoice, language } from './locale';
import { readSession } from './session-store';

/**
 * Keeps the account's language (set-language) in step with the screen's, so the server's replies
 * and its mails speak it too. Only when signed in; a failure changes nothing on screen.
 */
export function saveLanguage(): Promise<void> {
  const { consumerId, mfa } = readSession();
  if (!consumerId || mfa !== MFA_AUTHENTICATED) return Promise.resolve();
  return postEncrypted(paths.setLanguage, { consumerId, language: language() }, signedIn).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * After sign-in: the account takes the screen's language when the person chose one here, or the
 * browser asks for one other than English (an account made in another language otherwise keeps it).
 */
export function saveLanguageAfterSignIn(): Promise<void> {
  return hasStoredChoice() || language() !== 'en' ? saveLanguage() : Promise.resolve();
}
