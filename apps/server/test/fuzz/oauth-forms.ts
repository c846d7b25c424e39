import { CLIENT_ID_PATTERN } from '@ddp/contract';
import { z } from 'zod';

/**
 * The token service reads its forms by hand, by the rules of the RFCs, and has no schema of its own.
 * These say what the RFCs and our client ids allow, so that its cases get the enum, pattern and
 * missing-field mutations the other routes get from their schemas.
 */
const clientAuthentication = {
  client_id: z.string().regex(CLIENT_ID_PATTERN).optional(),
  client_secret: z.string().optional(),
};

/** RFC 6749 section 4.4.2: the client credentials grant. */
export const tokenForm = z.object({
  grant_type: z.literal('client_credentials'),
  scope: z.string().optional(),
  ...clientAuthentication,
});

/** RFC 7662 section 2.1 and RFC 7009 section 2.1: a token, with an optional hint of its kind. */
export const tokenOfClientForm = z.object({
  token: z.string(),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  ...clientAuthentication,
});
