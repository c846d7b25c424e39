/** An RFC 6749 section 5.2 error reply: `{ error, error_description }` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly challenge = false,
  ) {
    super(description);
  }
}
