import { messages } from '@ddp/contract';
import { NotFound } from '../../platform/errors';

/**
 * Basic services are for everybody signed in; an advanced one only for the companies granted it
 * (spec section 6). To any other company it answers exactly as a service that does not exist; its
 * lists leave it out (`repo.listServices`).
 */
export function requireGranted(granted: boolean): void {
  if (!granted) throw new NotFound(messages.notFound);
}
