import { UPSTREAM_HEADER } from '../test-support/nginx';
import { type CallResult, PortalClient } from '../test-support/portal-client';

/** A client of the reverse proxy that notes which instance answered each of its calls. */
export class UpstreamRecordingClient extends PortalClient {
  readonly answeredBy: string[] = [];

  override async raw<T = Record<string, unknown>>(
    path: string,
    init: Parameters<PortalClient['raw']>[1],
  ): Promise<CallResult<T>> {
    const reply = await super.raw<T>(path, init);
    this.answeredBy.push(reply.headers.get(UPSTREAM_HEADER) ?? '(no header)');
    return reply;
  }
}
