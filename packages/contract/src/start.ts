import { z } from 'zod';
import { LOCALES } from './i18n/locale';
import { messages } from './messages';

const id = () => z.uuid({ error: () => messages.badRequest });

/** start-summary (ours): the start page's checklist and counts for the caller's own consumerId. */
export const startSummaryRequest = z.object({ consumerId: id() });
export type StartSummaryRequest = z.infer<typeof startSummaryRequest>;

/** dismiss-start-checklist (ours): hides the checklist for this account, on every browser. */
export const dismissStartChecklistRequest = z.object({ consumerId: id() });
export type DismissStartChecklistRequest = z.infer<typeof dismissStartChecklistRequest>;

/**
 * The getting-started steps, each done from the company's real data (docs/api.md). `inviteTeam` is
 * null for a member who is not an Owner: only Owners invite (spec section 6).
 */
export interface StartSteps {
  /** The company has a client, or one of its clients was ever issued a token. */
  createClient: boolean;
  /** The token service issued a token to one of the company's clients. */
  getToken: boolean;
  /** The sample API accepted one of the company's tokens. */
  callApi: boolean;
  /** The team has more than one member, or an invitation was sent. */
  inviteTeam: boolean | null;
}

/** Counts that lead to a screen. `openRequests` is null for a member who may not see requests. */
export interface StartCounts {
  /** The caller's own clients (View Personal Credentials). */
  clients: number;
  /** Credentials transferred to the caller and not yet viewed (View Secret(1-time)). */
  secretsToView: number;
  /** News with terms the caller has not answered. */
  termsToAnswer: number;
  /** The company's advanced requests that are Pending or In review (Owners only). */
  openRequests: number | null;
  /** The caller's bug reports that are Pending or In progress. */
  openBugReports: number;
}

export interface StartSummaryReply {
  output: 'success';
  steps: StartSteps;
  counts: StartCounts;
  /** The caller hid the checklist; the counts still show. */
  checklistDismissed: boolean;
}

export interface DismissStartChecklistReply {
  output: 'success';
  checklistDismissed: true;
}

/**
 * set-language (ours, issue 19): the caller's language, for the portal's replies and the mails
 * made for them; the browser sends it when the person switches and after sign-in.
 */
export const setLanguageRequest = z.object({
  consumerId: id(),
  language: z.enum(LOCALES, { error: () => messages.languageInvalid }),
});
export type SetLanguageRequest = z.infer<typeof setLanguageRequest>;
