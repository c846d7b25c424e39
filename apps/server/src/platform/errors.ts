/** Domain errors are values with an HTTP status; one handler turns them into the contract's reply. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { code?: string; errors?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors ? { errors } : {});
  }
}

export class Unauthorized extends AppError {
  constructor(message: string, code: string) {
    super(401, message, { code });
  }
}

export class Forbidden extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(409, message, errors ? { errors } : {});
  }
}

export class TooManyRequests extends AppError {
  /** `retryAfterSeconds`, when known, is also sent as the Retry-After header. */
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

/** A mailed link (reset or invitation) past its validity. */
export class LinkExpired extends AppError {
  constructor(message: string) {
    super(410, message, { code: 'link_expired' });
  }
}

/** A mailed link that was used, superseded, forged or made for someone else. */
export class LinkInvalid extends AppError {
  constructor(message: string) {
    super(400, message, { code: 'link_invalid' });
  }
}
