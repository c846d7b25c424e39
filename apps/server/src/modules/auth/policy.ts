import { messages } from '@ddp/contract';
import type { Consumer } from '../../db/schema';
import { Forbidden } from '../../platform/errors';

/**
 * What a person may do between the password step and a session (spec section 4), and when the
 * portal mails a second factor. Limits come from configuration (docs/configuration.md).
 */
const DAY_MS = 86_400_000;

type PasswordAge = Pick<Consumer, 'password_changed_at'>;
type ResetState = Pick<Consumer, 'password_changed_at' | 'password_reset_required'>;

/** PASSWORD_MAX_AGE_DAYS; 0 turns the rule off. */
export function passwordTooOld(consumer: PasswordAge, now: Date, maxAgeDays: number): boolean {
  return maxAgeDays > 0 && now.getTime() - consumer.password_changed_at.getTime() > maxAgeDays * DAY_MS;
}

/** A forced reset is due: the password is past its age, or an operator asked for a new one. */
export function resetDue(consumer: ResetState, now: Date, maxAgeDays: number): boolean {
  return consumer.password_reset_required || passwordTooOld(consumer, now, maxAgeDays);
}

/** The code step opens no session while a forced reset is due: the new password comes first. */
export function requireNoResetDue(consumer: ResetState, now: Date, maxAgeDays: number): void {
  if (!resetDue(consumer, now, maxAgeDays)) return;
  throw new Forbidden(
    passwordTooOld(consumer, now, maxAgeDays) ? messages.passwordTooOld : messages.passwordResetRequested,
  );
}

/** The forced reset is only for someone whose reset is due. */
export function requireResetDue(consumer: ResetState, now: Date, maxAgeDays: number): void {
  if (!resetDue(consumer, now, maxAgeDays)) throw new Forbidden(messages.forcedResetNotDue);
}

/**
 * QR_RESEND_COOLDOWN_DAYS after a password reset by link no QR code is mailed, so that a mailbox
 * alone never yields both factors; 0 turns the rule off.
 */
export function qrResendCoolingDown(
  consumer: Pick<Consumer, 'password_reset_by_link_at'>,
  now: Date,
  cooldownDays: number,
): boolean {
  const resetAt = consumer.password_reset_by_link_at;
  return cooldownDays > 0 && resetAt !== null && now.getTime() - resetAt.getTime() < cooldownDays * DAY_MS;
}

export function requireQrResendAllowed(
  consumer: Pick<Consumer, 'password_reset_by_link_at'>,
  now: Date,
  cooldownDays: number,
): void {
  if (qrResendCoolingDown(consumer, now, cooldownDays)) {
    throw new Forbidden(messages.qrResendCoolingDown(cooldownDays));
  }
}
