import { z } from 'zod';
import { limits } from './constants';
import { requiredText } from './fields';
import { messages } from './messages';

export const getFrontendAppsRequest = z.object({ consumerId: z.uuid({ error: () => messages.badRequest }) });

/** The app is named as in the `selectedApp` cookie: by its name in the company's list. */
export const getFrontendAppTokenRequest = z.object({
  consumerId: z.uuid({ error: () => messages.badRequest }),
  selectedApp: requiredText(() => messages.frontendAppChoiceRequired, limits.nameMaxLength),
});
export type GetFrontendAppTokenRequest = z.infer<typeof getFrontendAppTokenRequest>;

/**
 * Ours: the value of the `jwtToken` cookie. A signed JWT that identifies the signed-in person to
 * the chosen app only (its audience is the app's origin); never the portal's session token.
 */
export interface FrontendAppTokenReply {
  output: 'success';
  jwtToken: string;
  /** Seconds the token is valid for. */
  expires_in: number;
}

export interface FrontendApp {
  name: string;
  url: string;
}

export interface FrontendAppsReply {
  output: 'success';
  message: { frontendApps: FrontendApp[] };
  /** Ours: the parent domains the shared cookies are set on; empty means the portal's own host. */
  cookieDomains: string[];
}

export const FRONTEND_APP_URL_MAX = 2000;

/**
 * An app's address: an absolute https URL, or a path on the portal's own origin ("/demo-apps/...").
 * Plain http would be blocked by the portal's frame policy and would carry the token in the clear.
 */
export function isFrontendAppUrl(value: string): boolean {
  if (value.length > FRONTEND_APP_URL_MAX || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    try {
      return new URL(value, 'https://portal.invalid').origin === 'https://portal.invalid';
    } catch {
      return false;
    }
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const appUrl = () =>
  z
    .string({ error: () => messages.frontendAppUrlRequired })
    .trim()
    .min(1, { error: () => messages.frontendAppUrlRequired })
    .refine(isFrontendAppUrl, { error: () => messages.frontendAppUrlInvalid });

/** What an operator registers: `companyId` null makes the default app of companies without their own. */
export const frontendAppRegistration = z.object({
  companyId: z
    .uuid({
      error: (issue) =>
        issue.input === undefined ? messages.frontendAppCompanyRequired : messages.frontendAppCompanyUnknown,
    })
    .nullable(),
  name: requiredText(() => messages.frontendAppNameRequired, limits.nameMaxLength),
  url: appUrl(),
});
export type FrontendAppRegistration = z.infer<typeof frontendAppRegistration>;
