import { USAGE_RANGES, type UsageRange, viewUsageRequest } from '@ddp/contract';
import type { UsageRequest } from './usage-api';

/** The screen's choices as its fields hold them: days only count with the range 'dates'. */
export interface UsageChoices {
  range: UsageRange;
  from: string;
  to: string;
  /** Empty: every client the caller may see. */
  clientId: string;
}

export const FIRST_CHOICES: UsageChoices = Object.freeze({ range: 'day', from: '', to: '', clientId: '' });

export const isUsageRange = (value: string): value is UsageRange =>
  (USAGE_RANGES as readonly string[]).includes(value);

/** The choices as the call takes them. */
export function requestOf(choices: UsageChoices): UsageRequest {
  return {
    range: choices.range,
    ...(choices.range === 'dates' && choices.from ? { from: choices.from } : {}),
    ...(choices.range === 'dates' && choices.to ? { to: choices.to } : {}),
    ...(choices.clientId ? { clientId: choices.clientId } : {}),
  };
}

export type ChoiceErrors = Partial<Record<'from' | 'to', string>>;

/** The contract's checks of chosen days (both given, existing, in order, not too far apart). */
export function choiceErrors(choices: UsageChoices): ChoiceErrors {
  if (choices.range !== 'dates') return {};
  const checked = viewUsageRequest.safeParse(requestOf(choices));
  if (checked.success) return {};
  const errors: ChoiceErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (field === 'from' || field === 'to') errors[field] ??= issue.message;
  }
  return errors;
}
