import { messages } from '@ddp/contract';
import { NotFound } from '../../platform/errors';

/**
 * A company sees the front-end apps registered for it, or the defaults when it has none of its own
 * (`repo.appsOfCompany`); a token is issued only for one of those.
 */
export function requireOffered<A>(app: A | undefined): A {
  if (!app) throw new NotFound(messages.frontendAppNotOffered);
  return app;
}
