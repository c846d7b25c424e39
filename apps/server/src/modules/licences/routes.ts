import {
  licenceDetailsRequest,
  licenceNamesRequest,
  noticesFileName,
  paths,
  thirdPartyNoticesQuery,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted, readPlain } from '../../platform/http/encrypted';
import { LicenceNotes } from './licence-notes';
import { generateFromSource, licenceNotesCandidates } from './notes-file';

/**
 * Licence notes (spec section 7). No session: /thirdPartyLicense opens in a new tab without
 * signing in, and the notes are the same for everybody. The envelope is read as for any other
 * call, so a bad one is refused; its `consumerId` is optional.
 */
export function licenceRoutes(app: FastifyInstance, opts: { envelope: Decrypter; notes?: LicenceNotes }) {
  const { envelope } = opts;
  const notes = opts.notes ?? new LicenceNotes(licenceNotesCandidates, app.log, generateFromSource);

  app.get(paths.getAllLicenseName, async (req) => {
    await readEncrypted(req, envelope, licenceNamesRequest);
    const names = await notes.names();
    return { output: 'success', message: names.map((license_name) => ({ license_name })) };
  });

  app.get(paths.getAllDetails, async (req) => {
    const { license_name } = await readEncrypted(req, envelope, licenceDetailsRequest);
    return { output: 'success', message: await notes.details(license_name) };
  });

  // A plain GET, so that the screen's download link can point at it.
  app.get(paths.thirdPartyNotices, async (req, reply) => {
    const { license_name } = readPlain(req, thirdPartyNoticesQuery);
    const text = await notes.notices(license_name);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${noticesFileName(license_name)}"`)
      .send(text);
  });
}
