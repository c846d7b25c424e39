import { decodeLinkDetails } from '@ddp/contract';

interface LinkSchema<P> {
  safeParse(value: unknown): { success: true; data: P } | { success: false };
}

/**
 * Reads the `details` of a mailed link (already URL-decoded by the router) with the contract's
 * schema of its payload, and tells whether the link is older than it may be by this browser's
 * clock. Undefined: the link cannot be read at all ('Not a valid token').
 */
export function readMailedLink<P extends { inviteDate: string }>(
  details: string | null,
  schema: LinkSchema<P>,
  validMs: number,
  now: number,
): { payload: P; expired: boolean } | undefined {
  if (!details) return undefined;
  const parsed = schema.safeParse(decodeLinkDetails(details));
  if (!parsed.success) return undefined;
  return { payload: parsed.data, expired: now - Date.parse(parsed.data.inviteDate) >= validMs };
}
