import { licenceDetailsRequest, licenceNamesRequest, thirdPartyNoticesQuery } from '@ddp/contract';
import { fuzz } from './fuzz-entry';

/** Licence notes, open to everybody: the web app sends them without a session, as these cases do. */
export const licenceEntries = [
  fuzz('GET /v1/ddp/get-all-license-name', {
    transport: 'sealed',
    schema: licenceNamesRequest,
    caller: (fw) => fw.caller('anonymous'),
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('GET /v1/ddp/get-all-details', {
    transport: 'sealed',
    schema: licenceDetailsRequest,
    caller: (fw) => fw.caller('anonymous'),
    base: (_fw, who) => ({ consumerId: who.self.consumerId, license_name: 'MIT' }),
    document: true,
  }),
  fuzz('GET /v1/ddp/third-party-notices', {
    transport: 'query',
    schema: thirdPartyNoticesQuery,
    caller: (fw) => fw.caller('anonymous'),
    base: () => ({ license_name: 'MIT' }),
    document: true,
  }),
];
