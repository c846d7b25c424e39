/** An RFC 6749 section 5.2 error reply: `{ error, error_description }` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly challenge = false,
    /** Seconds until trying again makes sense; sent as Retry-After (RFC 9110 section 10.2.3). */
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
  }
}
